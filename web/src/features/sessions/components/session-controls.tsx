import { Button, Group } from '@mantine/core';
import { IconPlayerStop, IconPlayerTrackNext } from '@tabler/icons-react';
import type { Session } from '@spraybook/contract';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { useMe } from '../../../shared/data/users/get-me';
import { useEndSession, useLeaveSession, useNextClimb } from '../api/session-writes';

/** 'Next' for the whole group (from the climb this phone shows, so two taps at once move it once). */
export function NextButton({ session, offline }: { session: Session; offline: boolean }) {
  const next = useNextClimb(session.id);
  return (
    <Button
      size="lg"
      h={52}
      variant="filled"
      rightSection={<IconPlayerTrackNext size={20} aria-hidden />}
      disabled={offline || (session.queue.length === 0 && session.current_climb_id === null)}
      loading={next.isPending}
      onClick={() => next.mutate(session.current_climb_id)}
      style={{ flex: 1 }}
    >
      {W.next}
    </Button>
  );
}

/** 'End session' for its starter (after a yes), 'Leave session' for the others. */
export function EndOrLeave({ session, offline }: { session: Session; offline: boolean }) {
  const me = useMe().data;
  const end = useEndSession(session.id);
  const leave = useLeaveSession(session.id);
  const starter = me?.id === session.starter_id;
  return (
    <Group justify="center">
      {starter ? (
        <Button
          color="red"
          variant="light"
          size="md"
          mih={44}
          disabled={offline}
          loading={end.isPending}
          leftSection={<IconPlayerStop size={18} aria-hidden />}
          onClick={() => window.confirm(W.endAsk) && end.mutate()}
        >
          {W.end}
        </Button>
      ) : (
        <Button
          variant="subtle"
          color="gray"
          size="md"
          mih={44}
          disabled={offline}
          onClick={() => leave.mutate()}
        >
          {W.leave}
        </Button>
      )}
    </Group>
  );
}
