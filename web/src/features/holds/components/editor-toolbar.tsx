import { ActionIcon, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { EDITOR_MODES, type EditorMode } from '../logic/editor-keys';
import { MODE_KEY_HINTS, MODE_LABELS, UNDO_KEY_HINT } from './mode-labels';

/** Desktop: the mode picker and the keys that work now. */
export function EditorToolbar({
  mode,
  onMode,
  onHelp,
  draftPoints,
}: {
  mode: EditorMode;
  onMode: (mode: EditorMode) => void;
  onHelp: () => void;
  draftPoints: number;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <SegmentedControl
        aria-label="Mode"
        value={mode}
        onChange={(value) => onMode(value as EditorMode)}
        data={EDITOR_MODES.map((m) => ({ value: m, label: `${MODE_LABELS[m].key} ${MODE_LABELS[m].label}` }))}
      />
      <Text size="sm" c="dimmed" style={{ flex: 1 }} aria-live="polite">
        {MODE_KEY_HINTS[mode]}
        {mode === 'add' && draftPoints > 0 && ` · ${draftPoints} point${draftPoints === 1 ? '' : 's'}`}
        {mode !== 'view' && ` · ${UNDO_KEY_HINT}`}
      </Text>
      <Tooltip label="Help">
        <ActionIcon variant="default" size="lg" aria-label="Help" onClick={onHelp}>
          <IconHelp size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
