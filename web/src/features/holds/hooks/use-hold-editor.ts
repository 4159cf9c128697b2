import { useCallback, useRef, useState } from 'react';
import type { Hold } from '@spraybook/contract';
import { showErrorDialog } from '../../../components/error-dialog';
import { showToast } from '../../../lib/overlays';
import { holdAt, type CanvasPoint, type TapScreen } from '../../canvas/public';
import { fetchHoldUsage, useAddHold, useDeleteHold, type RevisionRef } from '../api/hold-mutations';
import { confirmDeleteUsedHold } from '../components/confirm-delete-used-hold';
import {
  emptyHistory,
  record,
  redoAction,
  redone,
  undoAction,
  undone,
  type EditHistory,
  type HoldAction,
} from '../logic/edit-history';
import type { EditorCommand, EditorMode } from '../logic/editor-keys';
import {
  addPoint,
  canFinish,
  closesDraft,
  emptyDraft,
  removeLastPoint,
  type PolygonDraft,
} from '../logic/polygon-draft';

/** A failed save already showed the Error dialog (the mutations' default); the editor just stays as it was. */
const ignore = () => {};

/**
 * The hold editor's state and commands: the mode, the outline being traced, and undo/redo across
 * server saves. One change runs at a time, so the history always matches the server.
 */
export function useHoldEditor(revision: RevisionRef, holds: readonly Hold[]) {
  const [mode, setMode] = useState<EditorMode>('move');
  const [draft, setDraft] = useState<PolygonDraft>(emptyDraft);
  const [history, setHistory] = useState<EditHistory>(emptyHistory);
  const addHold = useAddHold(revision);
  const deleteHold = useDeleteHold(revision);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const exclusive = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } catch {
      ignore();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  /** Runs an undo/redo action on the server; resolves to a re-added hold's new id. */
  const perform = async (action: HoldAction) => {
    if (action.action === 'delete') {
      await deleteHold.mutateAsync(action.holdId);
      return undefined;
    }
    return (await addHold.mutateAsync(action.polygon)).hold_id;
  };

  const finish = () => {
    if (!canFinish(draft)) return;
    const polygon = draft;
    void exclusive(async () => {
      const { hold_id } = await addHold.mutateAsync(polygon);
      setDraft(emptyDraft);
      setHistory((h) => record(h, { kind: 'added', holdId: hold_id, polygon }));
      showToast({ title: 'Hold added', message: 'The hold is saved on this wall.', color: 'green' });
    });
  };

  const remove = (hold: Hold) =>
    exclusive(async () => {
      const { climbs } = await fetchHoldUsage(revision, hold.id).catch((error: unknown) => {
        showErrorDialog(error);
        throw error;
      });
      if (climbs > 0 && !(await confirmDeleteUsedHold(climbs))) return;
      await deleteHold.mutateAsync(hold.id);
      setHistory((h) => record(h, { kind: 'deleted', holdId: hold.id, polygon: hold.bounding_polygon }));
      showToast({ title: 'Hold deleted', message: 'The hold is gone from this wall.', color: 'green' });
    });

  const undo = () => {
    const action = undoAction(history);
    if (action) void exclusive(async () => setHistory(undone(history, await perform(action))));
  };
  const redo = () => {
    const action = redoAction(history);
    if (action) void exclusive(async () => setHistory(redone(history, await perform(action))));
  };

  const run = (command: EditorCommand) => {
    switch (command.type) {
      case 'mode':
        return setMode(command.mode);
      case 'finish':
        return mode === 'add' && finish();
      // The outline being traced only changes where it is shown.
      case 'cancel':
        return mode === 'add' && setDraft(emptyDraft);
      case 'remove-last-point':
        return mode === 'add' && setDraft(removeLastPoint);
      case 'undo':
        return mode !== 'view' && undo();
      case 'redo':
        return mode !== 'view' && redo();
    }
  };

  const tap = (point: CanvasPoint, screen: TapScreen) => {
    if (busy) return;
    if (mode === 'add') {
      if (closesDraft(draft, point, screen.pixelsPerUnit)) finish();
      else setDraft((d) => addPoint(d, point));
    } else if (mode === 'delete') {
      const id = holdAt(
        holds.map((h) => ({ id: h.id, polygon: h.bounding_polygon })),
        point,
      );
      const hold = holds.find((h) => h.id === id);
      if (hold) void remove(hold);
    }
  };

  return {
    mode,
    draft,
    busy,
    canUndo: history.done.length > 0,
    canRedo: history.undone.length > 0,
    canFinish: canFinish(draft),
    run,
    tap,
  };
}
