import { useEffect, useState } from 'react';
import { keyBelongsElsewhere } from '../../../lib/key-belongs-elsewhere';
import { useLocalPreference } from '../../../lib/local-preference';
import { undoRedoOfKey } from '../../../lib/undo-redo-key';
import { switchType, tapHold, type ClimbSelection } from '../logic/climb-selection';
import { CLIMB_PREFERENCES, climbPreferenceDefault } from '../logic/climb-preferences';
import { change, redo, startStack, undo } from '../logic/undo-stack';

/** The climb editor's picked holds, with undo and redo (also on Ctrl/Cmd+Z and Ctrl/Cmd+Y). */
export function useClimbEditor(initial: ClimbSelection) {
  const [stack, setStack] = useState(() => startStack(initial));
  const [footOnly] = useLocalPreference(
    CLIMB_PREFERENCES.footOnly,
    climbPreferenceDefault(CLIMB_PREFERENCES.footOnly),
  );
  const [handOnly] = useLocalPreference(CLIMB_PREFERENCES.handOnly, false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || keyBelongsElsewhere(e.target)) return;
      const step = undoRedoOfKey(e);
      if (!step) return;
      e.preventDefault();
      setStack((s) => (step === 'undo' ? undo(s) : redo(s)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return {
    selection: stack.present,
    tap: (holdId: string) => setStack((s) => change(s, tapHold(s.present, holdId, { footOnly, handOnly }))),
    setType: (type: ClimbSelection['type']) => setStack((s) => change(s, switchType(s.present, type))),
    undo: () => setStack(undo),
    redo: () => setStack(redo),
    canUndo: stack.past.length > 0,
    canRedo: stack.future.length > 0,
  };
}
