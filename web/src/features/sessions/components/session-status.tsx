import { Badge } from '@mantine/core';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import type { StreamState } from '../live/session-stream';

/** Whether the phone hears the group now: 'Live', 'Connecting…', or 'Offline' with the queue as last seen. */
export function SessionStatus({ state }: { state: StreamState }) {
  const [color, word] =
    state === 'live'
      ? ['teal.9', W.live]
      : state === 'offline'
        ? ['gray.8', W.offline]
        : ['yellow.9', W.connecting];
  return (
    <Badge color={color} variant="filled" size="lg" role="status" data-testid="session-status">
      {word}
    </Badge>
  );
}
