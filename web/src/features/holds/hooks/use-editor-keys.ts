import { useEffect, useRef } from 'react';
import { keyBelongsElsewhere } from '../../../lib/key-belongs-elsewhere';
import { commandForKey, type EditorCommand } from '../logic/editor-keys';

/** The editor's keyboard: 1-4, Enter, Escape, Backspace, Ctrl/Cmd+Z and +Y, on the whole page. */
export function useEditorKeys(run: (command: EditorCommand) => void) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || keyBelongsElsewhere(e.target)) return;
      const command = commandForKey(e);
      // Enter on a focused button presses that button.
      if (!command || (command.type === 'finish' && e.target instanceof HTMLButtonElement)) return;
      e.preventDefault();
      latest.current(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
