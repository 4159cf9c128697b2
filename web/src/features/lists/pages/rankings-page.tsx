import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Container,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAdjustments, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadFailed, Loading, Notice } from '../../../shared/ui/page-states';
import { useWall } from '../../../shared/data/walls/get-wall';
import { WallNotFound } from '../../../shared/ui/walls/wall-not-found';
import { useClimbList, useRankings } from '../api/list-calls';
import { HowRankingsWorkDialog } from '../components/how-rankings-work-dialog';
import { RankingsView } from '../components/rankings-view';
import { RankingWeightsDialog } from '../components/ranking-weights-dialog';
import { ERROR_LOADING_WALL, FAILED_TO_LOAD_RANKINGS } from '../../../shared/util/texts';
import { isMissing } from '../../../shared/data/is-missing';

/** /walls/:wallId/lists/:listId/rankings (spec 2.17). */
export function RankingsPage() {
  const { wallId, listId } = useParams();
  const wall = useWall(wallId);
  const list = useClimbList(listId);
  const rankings = useRankings(listId);
  const [dialog, setDialog] = useState<'how' | 'weights' | null>(null);

  if (wall.isPending || list.isPending || rankings.isPending) return <Loading what="Loading rankings..." />;
  if (list.isError && isMissing(list.error))
    return (
      <Notice title="List not found" back={`/walls/${wallId}`}>
        This list was deleted, or it is private.
      </Notice>
    );
  if (list.isError || rankings.isError) return <LoadFailed title={FAILED_TO_LOAD_RANKINGS} />;
  // The rankings came but their wall (its name, who may configure them) did not.
  if (wall.isError)
    return isMissing(wall.error) ? <WallNotFound /> : <LoadFailed title={ERROR_LOADING_WALL} />;

  const { entries, climbs } = rankings.data;
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={`/walls/${wallId}`} size="sm">
            {wall.data.name}
          </Anchor>
          <Anchor component={Link} to={`/walls/${wallId}/list?climb_list_id=${listId}`} size="sm">
            {list.data.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            Rankings
          </Text>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={1} size="h2">
              Rankings for {list.data.name}
            </Title>
            <Text size="sm" c="dimmed">
              {climbs === 1 ? '1 climb' : `${climbs} climbs`} •{' '}
              {entries.length === 1 ? '1 ranked climber' : `${entries.length} ranked climbers`}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label="How Rankings Work" withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="How Rankings Work"
                onClick={() => setDialog('how')}
              >
                <IconInfoCircle size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {list.data.is_editable && (
              <Tooltip label="Configure Ranking Weights" withArrow>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Configure Ranking Weights"
                  onClick={() => setDialog('weights')}
                >
                  <IconAdjustments size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {entries.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No rankings yet. Complete some climbs to appear on the leaderboard!
          </Text>
        ) : (
          <RankingsView entries={entries} climbs={climbs} />
        )}
      </Stack>
      {dialog === 'how' && <HowRankingsWorkDialog list={list.data} onClose={() => setDialog(null)} />}
      {dialog === 'weights' && <RankingWeightsDialog list={list.data} onClose={() => setDialog(null)} />}
    </Container>
  );
}
