import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Session } from '@spraybook/contract';
import { SESSION_WORDS as W, triesLine, userDisplayName } from '@spraybook/contract/plain';
import { LoadFailed, Loading } from '../../../shared/ui/page-states';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import { useSessionSummary } from '../api/session-queries';
import { useShareSession } from '../api/session-writes';
import { GradesChart } from './grades-chart';
import { sessionLength } from '../logic/session-span';

/** After the session: the grades tried and sent, then each climb tried with who tried it, attempts and sends. */
export function SessionSummaryView({ session }: { session: Session }) {
  const summary = useSessionSummary(session.id, session.state === 'ended');
  const share = useShareSession(session.id);
  const gradeOf = useGradeLabel(session.wall_id);
  if (summary.isPending) return <Loading what={W.loadingSummary} />;
  if (summary.isError) return <LoadFailed title={W.summaryFailed} />;
  const names = new Map(
    session.members.map((m) => [
      m.user_id,
      userDisplayName({ display_name: m.display_name, deleted: false }),
    ]),
  );
  const { climbs, grades } = summary.data;
  const attempts = climbs.reduce((n, c) => n + c.attempts, 0);
  const sends = climbs.reduce((n, c) => n + c.sends, 0);
  const day = new Date(session.started).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return (
    <Stack gap="md" data-testid="session-summary">
      <Text c="dimmed">
        {W.ended} · {day} · {sessionLength(session.started, session.ended ?? session.last_activity)}
      </Text>
      <Group grow>
        <Figure label={W.tried} value={climbs.length} />
        <Figure label={W.attempts} value={attempts} />
        <Figure label={W.sends} value={sends} />
      </Group>
      {summary.data.can_share && (
        <Button
          leftSection={<IconShare size={18} aria-hidden />}
          h={44}
          loading={share.isPending}
          onClick={() => share.mutate()}
        >
          {W.share}
        </Button>
      )}
      {summary.data.shared && (
        <Group gap={6} c="var(--mantine-color-teal-text)" data-testid="session-shared">
          <IconCheck size={18} aria-hidden />
          <Text size="sm">{W.shared}</Text>
        </Group>
      )}
      {grades.length > 0 && <GradesChart grades={grades} gradeOf={gradeOf} />}
      <Title order={2} size="h4">
        {W.whoTriedWhat}
      </Title>
      {climbs.length === 0 && <Text c="dimmed">{W.noTries}</Text>}
      {climbs.map((c) => (
        <Paper key={c.climb_id} withBorder radius="md" p="sm" component="article">
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Anchor
              component={Link}
              to={`/walls/${session.wall_id}/climbs/${c.climb_id}`}
              fw={600}
              truncate
              py={8}
            >
              {climbName(c.climb_name)}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {gradeOf(c.grade) ?? 'Ungraded'}
            </Text>
          </Group>
          {c.climbers.map((a) => (
            <Group key={a.user_id} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {names.get(a.user_id) ?? userDisplayName(null)}
              </Text>
              <Text
                size="sm"
                c={a.sent ? 'var(--mantine-color-teal-text)' : 'dimmed'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {triesLine(a.attempts, a.sent)}
              </Text>
            </Group>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="xs" ta="center">
      <Text fz={26} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}
