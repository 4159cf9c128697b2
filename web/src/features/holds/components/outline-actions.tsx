import { Button, Group } from '@mantine/core';
import touch from '../../../shared/util/touch-target.module.css';
import type { EditorCommand } from '../logic/editor-keys';

/** Outline mode's Cancel and Save hold, while an outline is being shaped. */
export function OutlineActions({ run, busy }: { run: (command: EditorCommand) => void; busy: boolean }) {
  return (
    <Group gap="xs">
      <Button variant="default" className={touch.touchTarget} onClick={() => run({ type: 'cancel' })}>
        Cancel
      </Button>
      <Button className={touch.touchTarget} onClick={() => run({ type: 'finish' })} loading={busy}>
        Save hold
      </Button>
    </Group>
  );
}
