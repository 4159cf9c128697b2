import { useCallback, useEffect, useRef, useState } from 'react';
import type { Hold, WallRevision } from '@spraybook/contract';
import { showErrorDialog } from '../../../components/error-dialog';
import { showToast } from '../../../lib/overlays';
import { holdAt, type CanvasPoint, type TapScreen } from '../../../shared/canvas';
import { fetchHoldUsage, useAddHold, useDeleteHold } from '../api/hold-mutations';
import { confirmDeleteUsedHold } from '../components/confirm-delete-used-hold';
import {
  emptyHistory,
  record,
  redoActions,
  redone,
  undoActions,
  undone,
  type EditHistory,
  type HistoryStep,
  type HoldAction,
} from '../logic/edit-history';
import type { EditorCommand, EditorMode } from '../logic/editor-keys';
import { performActions } from '../logic/perform-actions';
import {
  addPoint,
  canFinish,
  closesDraft,
  emptyDraft,
  removeLastPoint,
  type PolygonDraft,
} from '../logic/polygon-draft';
import { withRejected } from '../logic/suggestions';
import { useHoldVision } from '../vision/use-hold-vision';
import { useWallLearning } from '../vision/use-wall-learning';
import { useOutlineTool } from './use-outline-tool';
import { useStoredSuggestions } from './use-stored-suggestions';
import { useSuggestionReview } from './use-suggestion-review';
import { HOLD_ADDED, HOLD_DELETED } from '../../../lib/texts';

/** A failed save already showed the Error dialog (the mutations' default); the editor just stays as it was. */
const ignore = () => {};

/**
 * The hold editor's state and commands: the mode, the outline being drawn or traced, suggestions,
 * and undo/redo across server saves. One change runs at a time, so the history always matches the server.
 */
export function useHoldEditor(revision: WallRevision) {
  const holds: readonly Hold[] = revision.holds;
  const ref = { wallId: revision.wall_id, revisionId: revision.id };
  const [mode, setMode] = useState<EditorMode>('move');
  const [draft, setDraft] = useState<PolygonDraft>(emptyDraft);
  const [history, setHistory] = useState<EditHistory>(emptyHistory);
  const addHold = useAddHold(ref);
  const deleteHold = useDeleteHold(ref);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const vision = useHoldVision(revision, mode === 'outline' || mode === 'suggest');
  const outlineTool = useOutlineTool(vision.client);
  const [suggestions, updateSuggestions] = useStoredSuggestions(revision.id);
  const learning = useWallLearning(vision.client, revision.id, holds, suggestions);

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
  const save = async (polygon: readonly { x: number; y: number }[]) =>
    (await addHold.mutateAsync(polygon)).hold_id;
  const recordStep = (step: HistoryStep) => setHistory((h) => record(h, step));

  const review = useSuggestionReview({
    client: vision.client,
    holds,
    stored: suggestions,
    update: updateSuggestions,
    exclusive,
    addHold: save,
    record: recordStep,
  });
  // Entering suggest mode the first time on a photo looks for holds at once.
  const { find } = review;
  const firstLook = mode === 'suggest' && vision.status === 'ready' && suggestions.items.length === 0;
  useEffect(() => {
    if (firstLook) void find();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per entry, not per render of `find`
  }, [firstLook]);

  /** Runs undo/redo actions in order; resolves to the new ids of re-added outlines. */
  const perform = (actions: HoldAction[]) =>
    performActions(actions, {
      deleteHold: (holdId) => deleteHold.mutateAsync(holdId),
      addHold: save,
      setRejected: (suggestion, rejected) => updateSuggestions((s) => withRejected(s, suggestion, rejected)),
    });

  // Add mode's points, or outline mode's traced polygon: what Enter or the tick saves.
  const shaped: PolygonDraft = mode === 'outline' ? (outlineTool.outline?.polygon ?? emptyDraft) : draft;
  const finish = () => {
    if (!canFinish(shaped)) return;
    const polygon = shaped;
    void exclusive(async () => {
      const holdId = await save(polygon);
      if (mode === 'outline') outlineTool.saved(polygon);
      else setDraft(emptyDraft);
      recordStep([{ kind: 'added', holdId, polygon }]);
      // One toast however fast holds are saved: a stack of them would cover the photo.
      showToast({
        id: 'hold-added',
        title: HOLD_ADDED,
        message: 'The hold is saved on this wall.',
        color: 'green',
      });
    });
  };

  const remove = (hold: Hold) =>
    exclusive(async () => {
      const { climbs } = await fetchHoldUsage(ref, hold.id).catch((error: unknown) => {
        showErrorDialog(error);
        throw error;
      });
      if (climbs > 0 && !(await confirmDeleteUsedHold(climbs))) return;
      await deleteHold.mutateAsync(hold.id);
      recordStep([{ kind: 'deleted', holdId: hold.id, polygon: hold.bounding_polygon }]);
      showToast({
        id: 'hold-deleted',
        title: HOLD_DELETED,
        message: 'The hold is gone from this wall.',
        color: 'green',
      });
    });

  const undo = () => {
    const actions = undoActions(history);
    if (actions.length) void exclusive(async () => setHistory(undone(history, await perform(actions))));
  };
  const redo = () => {
    const actions = redoActions(history);
    if (actions.length) void exclusive(async () => setHistory(redone(history, await perform(actions))));
  };

  const run = (command: EditorCommand) => {
    switch (command.type) {
      case 'mode':
        return setMode(command.mode);
      case 'finish':
        return (mode === 'add' || mode === 'outline') && finish();
      // The outline being shaped only changes where it is shown.
      case 'cancel':
        if (mode === 'outline') return outlineTool.clear();
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
    // Outlining the next hold needs no wait for the last one's save.
    if (mode === 'outline') return outlineTool.tap(point);
    if (busy) return;
    if (mode === 'add') {
      if (closesDraft(draft, point, screen.pixelsPerUnit)) finish();
      else setDraft((d) => addPoint(d, point));
    } else if (mode === 'suggest') {
      review.tap(point);
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
    tracingStatus: vision.status,
    outline: outlineTool,
    review,
    learning,
    canUndo: history.done.length > 0,
    canRedo: history.undone.length > 0,
    canFinish: canFinish(shaped),
    run,
    tap,
  };
}
