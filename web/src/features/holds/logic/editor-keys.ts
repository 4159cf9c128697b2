export type EditorMode = 'move' | 'add' | 'delete' | 'view';

/** Modes in the order of their keys 1-4. */
export const EDITOR_MODES: readonly EditorMode[] = ['move', 'add', 'delete', 'view'];

export type EditorCommand =
  | { type: 'mode'; mode: EditorMode }
  | { type: 'finish' }
  | { type: 'cancel' }
  | { type: 'remove-last-point' }
  | { type: 'undo' }
  | { type: 'redo' };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The editor command of a key press, or null when the key is not the editor's. */
export function commandForKey(press: KeyPress): EditorCommand | null {
  const key = press.key.toLowerCase();
  const command = press.ctrlKey || press.metaKey;
  if (press.altKey) return null;
  if (command) {
    if (key === 'z') return press.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y') return { type: 'redo' };
    return null;
  }
  const index = ['1', '2', '3', '4'].indexOf(key);
  if (index >= 0) return { type: 'mode', mode: EDITOR_MODES[index]! };
  if (key === 'enter') return { type: 'finish' };
  if (key === 'escape') return { type: 'cancel' };
  if (key === 'backspace') return { type: 'remove-last-point' };
  return null;
}
