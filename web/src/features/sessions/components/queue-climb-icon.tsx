import { ActionIcon } from '@mantine/core';
import { IconCheck, IconPlaylistAdd } from '@tabler/icons-react';
import type { Climb, Session } from '@spraybook/contract';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useQueueClimb } from '../api/session-writes';

/** A climbs list row's 'Add to session' (44 px): a tick once the climb is the group's or waiting. */
export function QueueClimbIcon({ session, climb }: { session: Session; climb: Climb }) {
  const queue = useQueueClimb(session.id);
  const queued = session.queue.includes(climb.id) || session.current_climb_id === climb.id;
  const name = climbName(climb.name);
  return (
    <ActionIcon
      size={44}
      radius="md"
      variant={queued ? 'subtle' : 'light'}
      aria-label={`${queued ? W.inQueue : W.addToSession}: ${name}`}
      disabled={queued}
      loading={queue.isPending}
      onClick={() => queue.mutate(climb.id)}
    >
      {queued ? <IconCheck size={20} aria-hidden /> : <IconPlaylistAdd size={20} aria-hidden />}
    </ActionIcon>
  );
}
