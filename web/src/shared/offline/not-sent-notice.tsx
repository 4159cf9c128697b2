import { Button, Group, Text } from '@mantine/core';
import touch from '../util/touch-target.module.css';
import { discardWrite } from './offline-queue';
import type { QueuedWrite } from './queued-write';
import { DISCARD, notSent } from './texts';

/** A queued write the server refused: why, and Discard (it is never dropped without the climber seeing it). */
export function NotSentNotice({ write }: { write: QueuedWrite }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" role="alert">
      <Text size="sm" c="red">
        {notSent(write.message ?? '')}
      </Text>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        className={touch.touchTarget}
        onClick={() => void discardWrite(write.seq)}
      >
        {DISCARD}
      </Button>
    </Group>
  );
}
