/** The keys every editor shares: Ctrl/Cmd+Z undoes; Ctrl/Cmd+Y and Ctrl/Cmd+Shift+Z redo (spec 4). */
export interface ModifiedKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function undoRedoOfKey(press: ModifiedKey): 'undo' | 'redo' | null {
  if (press.altKey || !(press.ctrlKey || press.metaKey)) return null;
  const key = press.key.toLowerCase();
  if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (key === 'y') return 'redo';
  return null;
}
