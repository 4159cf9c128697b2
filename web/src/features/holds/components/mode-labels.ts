import { IconArrowsMove, IconEye, IconPlus, IconSparkles, IconTrash, IconWand } from '@tabler/icons-react';
import type { EditorMode } from '../logic/editor-keys';

/** Each mode's name, key and icon: the one place the toolbars and help read them from. */
export const MODE_LABELS: Record<EditorMode, { label: string; key: string; Icon: typeof IconPlus }> = {
  move: { label: 'Move', key: '1', Icon: IconArrowsMove },
  add: { label: 'Add', key: '2', Icon: IconPlus },
  delete: { label: 'Delete', key: '3', Icon: IconTrash },
  view: { label: 'View', key: '4', Icon: IconEye },
  outline: { label: 'Outline', key: '5', Icon: IconWand },
  suggest: { label: 'Suggest', key: '6', Icon: IconSparkles },
};

/** The keys that work in each mode, for the desktop's key list. */
export const MODE_KEY_HINTS: Record<EditorMode, string> = {
  move: 'Drag to pan, scroll to zoom · 2 to add holds',
  add: 'Click to place points · Enter saves · Backspace removes the last point · Esc cancels',
  delete: 'Click a hold to delete it',
  view: 'Just looking: nothing changes',
  outline:
    'Tap a hold to outline it · tapping the next hold keeps it · inside shrinks it · Enter saves, Esc drops',
  suggest: 'Tap a suggestion to accept it (or reject, as chosen) · Accept all saves the rest',
};
export const UNDO_KEY_HINT = 'Ctrl+Z undo · Ctrl+Y redo';
