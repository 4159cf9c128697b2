import { undoRedoOfKey, type ModifiedKey } from '../../../lib/undo-redo-key';

export type EditorMode = 'move' | 'add' | 'delete' | 'view' | 'outline' | 'suggest';

/** Modes in the order of their keys 1-6. */
export const EDITOR_MODES: readonly EditorMode[] = ['move', 'add', 'delete', 'view', 'outline', 'suggest'];

export type EditorCommand =
  | { type: 'mode'; mode: EditorMode }
  | { type: 'finish' }
  | { type: 'cancel' }
  | { type: 'remove-last-point' }
  | { type: 'undo' }
  | { type: 'redo' };

export type KeyPress = ModifiedKey;

/** The editor command of a key press, or null when the key is not the editor's. */
export function commandForKey(press: KeyPress): EditorCommand | null {
  const key = press.key.toLowerCase();
  if (press.altKey) return null;
  if (press.ctrlKey || press.metaKey) {
    const step = undoRedoOfKey(press);
    return step ? { type: step } : null;
  }
  const index = ['1', '2', '3', '4', '5', '6'].indexOf(key);
  if (index >= 0) return { type: 'mode', mode: EDITOR_MODES[index]! };
  if (key === 'enter') return { type: 'finish' };
  if (key === 'escape') return { type: 'cancel' };
  if (key === 'backspace') return { type: 'remove-last-point' };
  return null;
}
