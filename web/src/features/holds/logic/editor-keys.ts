import type { EditorKeyCommand } from '../../../shared/editor/keymap';

export type EditorMode = 'move' | 'add' | 'delete' | 'view' | 'outline' | 'suggest';

/** Modes in the order of their keys 1-6. */
export const EDITOR_MODES: readonly EditorMode[] = ['move', 'add', 'delete', 'view', 'outline', 'suggest'];

/** What the hold editor's keys and buttons ask of it. */
export type EditorCommand =
  | { type: 'mode'; mode: EditorMode }
  | { type: 'finish' }
  | { type: 'cancel' }
  | { type: 'remove-last-point' }
  | { type: 'undo' }
  | { type: 'redo' };

/** The hold editor's command for a command of the editors' keymap; digits past its six modes are not its. */
export function holdCommandOf(command: EditorKeyCommand): EditorCommand | null {
  if (command.type !== 'tool') return command;
  const mode = EDITOR_MODES[command.index];
  return mode ? { type: 'mode', mode } : null;
}
