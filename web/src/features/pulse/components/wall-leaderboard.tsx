import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { UserNameOf } from '../../../shared/ui/user-name-of';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useClimb } from '../../../shared/data/climbs/get-climb';
import { useWallStatistics } from '../api/pulse-calls';
import { FAILED_TO_LOAD_LEADERBOARD } from '../../../shared/util/texts';
import touch from '../../../shared/util/touch-target.module.css';

const ticks = (n: number) => (n === 1 ? '1 tick' : `${n} ticks`);

function ClimbLink({ id, wallId }: { id: string; wallId: string }) {
  const climb = useClimb(id);
  return (
    // Alone on its row, so not a link in a sentence: a 44-px target on a phone like the other controls.
    <Anchor
      component={Link}
      to={`/walls/${wallId}/climbs/${id}`}
      className={touch.touchTarget}
      style={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%' }}
    >
      {climb.data ? climbName(climb.data.name) : '…'}
    </Anchor>
  );
}

function Board({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; who: React.ReactNode; what: string }[];
}) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody yet.
        </Text>
      ) : (
        <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: '1.2em' }}>
          {rows.map((row) => (
            <li key={row.key}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {row.who}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {row.what}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The wall home's Leaderboard (spec 2.20): top 3 setters, climbers and climbs. */
export function WallLeaderboard({ wallId }: { wallId: string }) {
  const stats = useWallStatistics(wallId);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="wall-leaderboard-title">
      <Title order={2} size="h4" id="wall-leaderboard-title" mb="sm">
        Leaderboard
      </Title>
      {stats.isError ? (
        <Text size="sm" c="red">
          {FAILED_TO_LOAD_LEADERBOARD}
        </Text>
      ) : !stats.data ? (
        <Text size="sm" c="dimmed">
          Loading leaderboard...
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Board
            title="Setters"
            rows={stats.data.top_setters.map((s) => ({
              key: s.id,
              who: <UserNameOf id={s.id} />,
              what: s.n_climbs === 1 ? '1 climb' : `${s.n_climbs} climbs`,
            }))}
          />
          <Board
            title="Climbers"
            rows={stats.data.top_climbers.map((s) => ({
              key: s.id,
              who: <UserNameOf id={s.id} />,
              what: ticks(s.n_ascents),
            }))}
          />
          <Board
            title="Climbs"
            rows={stats.data.top_climbs.map((s) => ({
              key: s.id,
              who: <ClimbLink id={s.id} wallId={wallId} />,
              what: ticks(s.n_ascents),
            }))}
          />
        </SimpleGrid>
      )}
    </Paper>
  );
}
