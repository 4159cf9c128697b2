import { useRef, useState } from 'react';
import { useEditorCore } from '../../../shared/editor/use-editor-core';
import { useEditorKeys } from '../../../shared/editor/use-editor-keys';
import { switchType, tapHold, type ClimbSelection, type TapRole } from '../logic/climb-selection';
import { CLIMB_PREFERENCES } from '../logic/climb-preferences';
import { useClimbPreference } from './use-climb-preference';
import { CLIMB_TOOLS, type ClimbEditorEffect, type ClimbEditorEvent } from '../logic/climb-tools';
import { applyDelta, invertDelta, selectionDelta, type SelectionDelta } from '../logic/selection-delta';

/**
 * The climb editor's picked holds, with undo and redo (also on Ctrl/Cmd+Z and Ctrl/Cmd+Y), and the
 * role a tap gives (the role row's choice: a tool setting, not part of the history).
 */
export function useClimbEditor(initial: ClimbSelection) {
  const [selection, setSelectionState] = useState(initial);
  const [tapRole, setTapRole] = useState<TapRole | null>(null);
  const current = useRef(initial);
  const setSelection = (next: ClimbSelection) => {
    current.current = next;
    setSelectionState(next);
  };
  const [footOnly] = useClimbPreference(CLIMB_PREFERENCES.footOnly);
  const [handOnly] = useClimbPreference(CLIMB_PREFERENCES.handOnly);

  const core = useEditorCore<SelectionDelta, SelectionDelta, 'pick', ClimbEditorEvent, ClimbEditorEffect>({
    tools: CLIMB_TOOLS,
    initialTool: 'pick',
    // The climb editor's effects change only its own selection; the page saves it on Submit.
    runEffect: (effect, { record }) => {
      const before = current.current;
      const next =
        effect.type === 'pick'
          ? tapHold(before, effect.holdId, { footOnly, handOnly }, effect.role)
          : switchType(before, effect.to);
      const delta = selectionDelta(before, next);
      if (!delta) return;
      setSelection(next);
      record(effect.type === 'pick' ? 'Tap on a hold' : `Switch to ${effect.to}`, delta);
    },
    invert: invertDelta,
    again: (delta) => delta,
    carryOut: (deltas) => setSelection(deltas.reduce(applyDelta, current.current)),
  });
  useEditorKeys(
    (command) => (command.type === 'undo' ? core.undo() : core.redo()),
    (command) => command.type === 'undo' || command.type === 'redo',
  );

  return {
    selection,
    tap: (holdId: string) => core.send({ type: 'tap-hold', holdId, role: tapRole }),
    tapRole,
    setTapRole,
    setType: (type: ClimbSelection['type']) => core.send({ type: 'switch-type', to: type }),
    undo: core.undo,
    redo: core.redo,
    canUndo: core.canUndo,
    canRedo: core.canRedo,
  };
}
