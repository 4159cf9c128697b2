import { useEffect, useRef } from 'react';
import { keyBelongsElsewhere } from '../util/key-belongs-elsewhere';
import { commandForKey, type EditorKeyCommand } from './keymap';

/**
 * The editors' one key listener, on the whole page: `run` gets each command of the keymap that
 * `accepts` says the editor has; other keys stay the page's. Typing in a field is never a command.
 */
export function useEditorKeys(
  run: (command: EditorKeyCommand) => void,
  accepts: (command: EditorKeyCommand) => boolean = () => true,
) {
  const latest = useRef({ run, accepts });
  latest.current = { run, accepts };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || keyBelongsElsewhere(e.target)) return;
      const command = commandForKey(e);
      if (!command || !latest.current.accepts(command)) return;
      // Enter on a focused button presses that button.
      if (command.type === 'finish' && e.target instanceof HTMLButtonElement) return;
      e.preventDefault();
      latest.current.run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
