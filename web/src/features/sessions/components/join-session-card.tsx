import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@spraybook/contract';
import { climbersCount, SESSION_WORDS as W, userDisplayName } from '@spraybook/contract/plain';
import { useJoinSession } from '../api/session-writes';

/** A friend's link opened: who climbs where, and one tap to join. */
export function JoinSessionCard({ session }: { session: Session }) {
  const join = useJoinSession(session.id);
  const present = session.members.filter((m) => m.present);
  const starter = session.members.find((m) => m.user_id === session.starter_id);
  return (
    <Paper withBorder radius="lg" p="lg" maw={460} mx={{ base: 'sm', sm: 'auto' }} my="xl">
      <Stack align="center" gap="sm" ta="center">
        <Text size="sm" tt="uppercase" fw={700} c="dimmed">
          {W.joinTitle}
        </Text>
        <Title order={1} size="h2">
          {session.wall_name}
        </Title>
        <Text c="dimmed">
          {climbersCount(present.length)}:{' '}
          {present.map((m) => userDisplayName({ display_name: m.display_name, deleted: false })).join(', ')}
        </Text>
        {starter && (
          <Text size="sm" c="dimmed">
            {W.startedBy} {userDisplayName({ display_name: starter.display_name, deleted: false })}
          </Text>
        )}
        <Button size="lg" h={52} fullWidth loading={join.isPending} onClick={() => join.mutate()}>
          {W.join}
        </Button>
      </Stack>
    </Paper>
  );
}
