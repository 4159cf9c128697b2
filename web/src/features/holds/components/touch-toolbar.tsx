import { ActionIcon, Button, Group } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBackspace,
  IconCheck,
  IconHelp,
  IconX,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { EDITOR_MODES, type EditorCommand, type EditorMode } from '../logic/editor-keys';
import { MODE_LABELS } from './mode-labels';

interface TouchToolbarProps {
  mode: EditorMode;
  run: (command: EditorCommand) => void;
  onHelp: () => void;
  draftPoints: number;
  canFinish: boolean;
  canUndo: boolean;
  canRedo: boolean;
  busy: boolean;
  /** A control of the mode's own, in the tools' row (where a phone has room beside undo and redo). */
  extra?: ReactNode;
}

function ToolButton({
  label,
  Icon,
  onClick,
  disabled,
  pressed,
}: {
  label: string;
  Icon: ComponentType<IconProps>;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
}) {
  return (
    <ActionIcon
      size="xl"
      variant={pressed ? 'filled' : 'default'}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
    >
      <Icon size={22} aria-hidden />
    </ActionIcon>
  );
}

/** A mode: its icon over its name, so a setter reads the six modes rather than guessing icons (issue 23). */
function ModeButton({ mode, pressed, onClick }: { mode: EditorMode; pressed: boolean; onClick: () => void }) {
  const { label, Icon } = MODE_LABELS[mode];
  return (
    <Button
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      onClick={onClick}
      h={52}
      px={6}
      miw={52}
      fz="xs"
      styles={{ label: { flexDirection: 'column', gap: 2 } }}
    >
      <Icon size={20} aria-hidden />
      {label}
    </Button>
  );
}

/** Touch screens: buttons for everything the keys do (modes, finish, cancel, remove last point, undo, redo). */
export function TouchToolbar({
  mode,
  run,
  onHelp,
  draftPoints,
  canFinish,
  canUndo,
  canRedo,
  busy,
  extra,
}: TouchToolbarProps) {
  const editing = mode !== 'view';
  return (
    <Group gap={6} justify="space-between" wrap="wrap">
      <Group gap={4} role="group" aria-label="Mode">
        {EDITOR_MODES.map((m) => (
          <ModeButton key={m} mode={m} pressed={mode === m} onClick={() => run({ type: 'mode', mode: m })} />
        ))}
      </Group>
      <Group gap={4}>
        {mode === 'add' && (
          <>
            <ToolButton
              label="Finish hold"
              Icon={IconCheck}
              onClick={() => run({ type: 'finish' })}
              disabled={!canFinish || busy}
            />
            <ToolButton
              label="Remove last point"
              Icon={IconBackspace}
              onClick={() => run({ type: 'remove-last-point' })}
              disabled={draftPoints === 0}
            />
            <ToolButton
              label="Cancel hold"
              Icon={IconX}
              onClick={() => run({ type: 'cancel' })}
              disabled={draftPoints === 0}
            />
          </>
        )}
        {editing && (
          <>
            <ToolButton
              label="Undo"
              Icon={IconArrowBackUp}
              onClick={() => run({ type: 'undo' })}
              disabled={!canUndo || busy}
            />
            <ToolButton
              label="Redo"
              Icon={IconArrowForwardUp}
              onClick={() => run({ type: 'redo' })}
              disabled={!canRedo || busy}
            />
          </>
        )}
        <ToolButton label="Help" Icon={IconHelp} onClick={onHelp} />
        {extra}
      </Group>
    </Group>
  );
}
