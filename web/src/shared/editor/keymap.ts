import { undoRedoOfKey, type ModifiedKey } from '../util/undo-redo-key';

/** What a key asks of an editor; each editor takes the commands it has (the climb editor: undo and redo). */
export type EditorKeyCommand =
  | { type: 'tool'; index: number }
  | { type: 'finish' }
  | { type: 'cancel' }
  | { type: 'remove-last-point' }
  | { type: 'undo' }
  | { type: 'redo' };

/** Tools are picked with the digit keys 1-9, in the editor's own order. */
const TOOL_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The one keyboard map of the editors: 1-9 pick a tool, Enter finishes, Escape cancels, Backspace
 * takes back the last point, Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y and Ctrl/Cmd+Shift+Z redo (spec 4).
 */
export function commandForKey(press: ModifiedKey): EditorKeyCommand | null {
  const key = press.key.toLowerCase();
  if (press.altKey) return null;
  if (press.ctrlKey || press.metaKey) {
    const step = undoRedoOfKey(press);
    return step ? { type: step } : null;
  }
  const index = TOOL_KEYS.indexOf(key);
  if (index >= 0) return { type: 'tool', index };
  if (key === 'enter') return { type: 'finish' };
  if (key === 'escape') return { type: 'cancel' };
  if (key === 'backspace') return { type: 'remove-last-point' };
  return null;
}
