import { Button, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Session } from '@spraybook/contract';
import { SESSION_WORDS as W, triesLine, waitingLine } from '@spraybook/contract/plain';
import { useMe } from '../../../shared/data/users/get-me';
import { useQueuedWrites } from '../../../shared/offline/public';
import { waitingAttempts } from '../logic/waiting-attempts';
import { useChosenAngle } from '../../../shared/data/walls/wall-angle';
import { useAttempt, useSend } from '../api/attempt-writes';
import { triesOf } from '../logic/member-tries';

/**
 * '+1' and 'Sent' on the group's climb, one tap each at thumb size, and the climber's tries on it. 'Sent' ticks the
 * climb through the server; '+1' works offline too (it waits on the phone).
 */
export function AttemptButtons({ session, climbId }: { session: Session; climbId: string }) {
  const me = useMe().data;
  const attempt = useAttempt(session);
  // The tick at the angle the climber has the wall at today, as the tick sheet ticks (issue 47).
  const send = useSend(session, useChosenAngle(session.wall_id).angle);
  const mine = triesOf(session, me?.id, climbId);
  // '+1's made offline count at once, said to wait: the group sees them once the phone is back.
  const waiting = waitingAttempts(useQueuedWrites(), session.id, climbId);
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Button
        size="lg"
        h={52}
        variant="light"
        fz={22}
        aria-label={W.attemptLabel}
        onClick={() => attempt.mutate(climbId)}
        disabled={mine.sent}
        style={{ flex: 1 }}
      >
        {W.attempt}
      </Button>
      <Button
        size="lg"
        h={52}
        color="teal.9"
        leftSection={mine.sent ? undefined : <IconCheck size={20} aria-hidden />}
        aria-label={mine.sent ? W.sentDone : W.sentLabel}
        onClick={() => send.mutate(climbId)}
        loading={send.isPending}
        disabled={mine.sent}
        style={{ flex: 1 }}
      >
        {mine.sent ? W.sentDone : W.sent}
      </Button>
      <Text size="sm" c="dimmed" w={92} aria-live="polite" data-testid="my-tries">
        {triesLine(mine.attempts + waiting, mine.sent)}
        {waiting > 0 && ` (${waitingLine(waiting)})`}
      </Text>
    </Group>
  );
}
