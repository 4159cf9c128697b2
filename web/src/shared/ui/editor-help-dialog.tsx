import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EditorHelpProps {
  opened: boolean;
  onClose: () => void;
  /** The user ticked "Don't show this every time": the editor opens without it (no box when left out). */
  hidden?: boolean;
  onHiddenChange?: (hidden: boolean) => void;
}

/** An editor's help (the hold editor's, the climb editor's): its text, the hold editor's opt-out and Got it. */
export function EditorHelpDialog({
  title,
  opened,
  onClose,
  hidden,
  onHiddenChange,
  children,
}: EditorHelpProps & { title: string; children: ReactNode }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {children}
        {onHiddenChange && (
          <Checkbox
            label="Don't show this every time"
            checked={hidden}
            onChange={(e) => onHiddenChange(e.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>Got it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
