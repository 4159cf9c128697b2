import { useEffect, useMemo } from 'react';
import type { Hold, WallRevision } from '@spraybook/contract';
import type { Point } from '@spraybook/hold-vision/geometry';
import { showErrorDialog } from '../../../shared/ui/error-dialog';
import { showToast } from '../../../shared/ui/overlays';
import { holdAt, type TapScreen } from '../../../shared/canvas';
import { useEditorCore, type EffectContext } from '../../../shared/editor/use-editor-core';
import { useEditorKeys } from '../../../shared/editor/use-editor-keys';
import { SAVED_ON_PHONE, SENT_WHEN_ONLINE } from '../../../shared/offline/public';
import { ApiError } from '../../../shared/data/api-client';
import { fetchHoldUsage } from '../api/hold-mutations';
import { confirmDeleteUsedHold } from '../components/confirm-delete-used-hold';
import {
  again,
  inverse,
  markOf,
  renamed,
  type HistoryStep,
  type HoldAction,
  type HoldChange,
} from '../logic/edit-history';
import { holdCommandOf, type EditorCommand, type EditorMode } from '../logic/editor-keys';
import { HOLD_TOOLS, type AddState, type HoldEditorEffect, type HoldEditorEvent } from '../logic/hold-tools';
import { performActions } from '../logic/perform-actions';
import type { OutlineDraft } from '../logic/outline-taps';
import { canFinish, emptyDraft, type PolygonDraft } from '../logic/polygon-draft';
import { keyOfQueuedHold, waitingDeletes, waitingOutlines } from '../logic/queued-holds';
import { withRejected, type Suggestion } from '../logic/suggestions';
import { useHoldVision } from '../vision/use-hold-vision';
import { useWallLearning } from '../vision/use-wall-learning';
import { useHoldSaves } from './use-hold-saves';
import { useOutlineTool } from './use-outline-tool';
import { useStoredSuggestions } from './use-stored-suggestions';
import { useSuggestionReview } from './use-suggestion-review';
import { HOLD_ADDED, HOLD_DELETED } from '../../../shared/util/texts';

type Context = EffectContext<HoldChange, HoldEditorEvent, EditorMode>;

/**
 * The hold editor on the editors' core (shared/editor): its six modes are tools (logic/hold-tools.ts),
 * undo/redo is the core's history of hold changes carried out on the server, and every save, toast and
 * confirmation runs in `runEffect` below. One change runs at a time, so the history always matches
 * the server.
 */
export function useHoldEditor(revision: WallRevision) {
  const ref = { wallId: revision.wall_id, revisionId: revision.id };
  const { save, saveMany, remove: removeHold, unsave, queued } = useHoldSaves(ref);
  // A hold whose delete waits on the phone is gone already, as it will be once the delete is sent.
  // Kept the same array while those holds stay the same: the tracing and the review recompute on a new one.
  const deleting = [...waitingDeletes(queued, revision.id)].join(' ');
  const holds: readonly Hold[] = useMemo(
    () => revision.holds.filter((h) => !deleting.split(' ').includes(h.id)),
    [revision.holds, deleting],
  );
  // Outlines kept on the phone count as traced for the review: a suggestion accepted offline is not offered again.
  const waiting = JSON.stringify(waitingOutlines(queued, revision.id));
  const traced: readonly Hold[] = useMemo(
    () => [
      ...holds,
      ...(JSON.parse(waiting) as Point[][]).map((polygon, i) => ({
        id: `waiting-${i}`,
        bounding_polygon: polygon,
      })),
    ],
    [holds, waiting],
  );
  const [suggestions, updateSuggestions] = useStoredSuggestions(revision.id);

  /** Runs undo/redo actions in order; the history then follows re-added outlines to their new ids. */
  const carryOut = async (actions: HoldAction[]) =>
    renamed(
      await performActions(actions, {
        deleteHold: unsave,
        addHold: save,
        setRejected: (suggestion, rejected) =>
          updateSuggestions((s) => withRejected(s, suggestion, rejected)),
      }),
    );

  const core = useEditorCore<HoldChange, HoldAction, EditorMode, HoldEditorEvent, HoldEditorEffect>({
    tools: HOLD_TOOLS,
    initialTool: 'move',
    runEffect: (effect, context) => runEffect(effect, context),
    invert: inverse,
    again,
    carryOut,
  });
  const mode = core.tool;
  const vision = useHoldVision(revision, mode === 'outline' || mode === 'suggest');
  const outlineTool = useOutlineTool(vision.client, core.run);
  const learning = useWallLearning(vision.client, revision.id, holds, suggestions);
  const review = useSuggestionReview({
    client: vision.client,
    holds: traced,
    stored: suggestions,
    update: updateSuggestions,
    run: core.run,
  });
  // Entering suggest mode the first time on a photo looks for holds at once.
  const { find } = review;
  const firstLook = mode === 'suggest' && vision.status === 'ready' && suggestions.items.length === 0;
  useEffect(() => {
    if (firstLook) void find();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per entry, not per render of `find`
  }, [firstLook]);

  /** Saves an outline as a new hold, records it and says so; `done` tells the tool how it went. */
  const saveHold = (polygon: PolygonDraft, { queue, record }: Context, done: (ok: boolean) => void) => {
    // Queued, never dropped: in outline mode the next tap keeps a hold while the last one still saves.
    void queue(async () => {
      try {
        const holdId = await save(polygon);
        done(true);
        record(markOf([{ kind: 'added', holdId, polygon }]), { kind: 'added', holdId, polygon });
        // One toast however fast holds are saved: a stack of them would cover the photo.
        showToast(
          keyOfQueuedHold(holdId) === null
            ? {
                id: 'hold-added',
                title: HOLD_ADDED,
                message: 'The hold is saved on this wall.',
                color: 'green',
              }
            : { id: 'hold-added', title: SAVED_ON_PHONE, message: SENT_WHEN_ONLINE, color: 'yellow' },
        );
      } catch (error) {
        done(false);
        throw error;
      }
    });
  };

  /** Saves the outline the tool handed over (Enter, Save hold, or a tap on the next hold). */
  const keepOutline = (draft: OutlineDraft | null, context: Context) => {
    if (draft) saveHold(draft.polygon, context, (ok) => outlineTool.settled(draft, ok));
  };

  const remove = (hold: Hold, { exclusive, record }: Context) =>
    exclusive(async () => {
      // Without an answer (no signal) the setter is asked anyway: the server alone knows which climbs use it.
      const usage = await fetchHoldUsage(ref, hold.id).catch((error: unknown) => {
        if (!(error instanceof ApiError)) return null;
        showErrorDialog(error);
        throw error;
      });
      const climbs = usage?.climbs ?? null;
      if (climbs !== 0 && !(await confirmDeleteUsedHold(climbs))) return;
      const queuedDelete = await removeHold(hold.id);
      const change: HoldChange = { kind: 'deleted', holdId: hold.id, polygon: hold.bounding_polygon };
      record(markOf([change]), change);
      showToast(
        queuedDelete
          ? { id: 'hold-deleted', title: SAVED_ON_PHONE, message: SENT_WHEN_ONLINE, color: 'yellow' }
          : {
              id: 'hold-deleted',
              title: HOLD_DELETED,
              message: 'The hold is gone from this wall.',
              color: 'green',
            },
      );
    });

  /** Saves accepted suggestions as holds in one request (all or none), one step in the history. */
  const accept = (chosen: readonly Suggestion[], { exclusive, record }: Context) =>
    exclusive(async () => {
      const { ids, queued: waiting } = await saveMany(chosen.map((s) => s.polygon));
      const step = chosen.map((s, i) => ({ kind: 'added' as const, holdId: ids[i]!, polygon: s.polygon }));
      record(markOf(step), step);
      showToast(
        waiting
          ? { id: 'hold-added', title: SAVED_ON_PHONE, message: SENT_WHEN_ONLINE, color: 'yellow' }
          : {
              id: 'hold-added',
              title: step.length === 1 ? HOLD_ADDED : `${step.length} holds added`,
              message: 'Saved on this wall.',
              color: 'green',
            },
      );
    });

  /** The hold editor's one place for side effects: saves, deletes, toasts, confirmations, tracing. */
  function runEffect(effect: HoldEditorEffect, context: Context) {
    switch (effect.type) {
      case 'save-draft':
        return saveHold(effect.polygon, context, (ok) =>
          context.send({ type: ok ? 'saved' : 'failed' }, 'add'),
        );
      case 'save-outline':
        return keepOutline(outlineTool.take(), context);
      case 'clear-outline':
        return outlineTool.clear();
      case 'trace':
        return keepOutline(outlineTool.tap(effect.point), context);
      case 'review':
        return review.tap(effect.point);
      case 'delete-at': {
        const id = holdAt(
          holds.map((h) => ({ id: h.id, polygon: h.bounding_polygon })),
          effect.point,
        );
        const hold = holds.find((h) => h.id === id);
        if (hold) void remove(hold, context);
        return;
      }
      case 'accept':
        return void accept(effect.suggestions, context);
      case 'reject': {
        const step: HistoryStep = [{ kind: 'rejected', suggestion: effect.suggestion.key }];
        updateSuggestions((s) => withRejected(s, effect.suggestion.key, true));
        return context.record(markOf(step), step);
      }
      case 'suggested':
        return showToast({
          title: effect.count
            ? `${effect.count} ${effect.count === 1 ? 'hold' : 'holds'} suggested`
            : 'No new holds found',
          message: effect.count
            ? 'Tap to accept or reject each, or accept all.'
            : 'Every hold the tracing can see is traced already.',
          color: effect.count ? 'green' : 'yellow',
        });
      case 'no-hold-found':
        return showToast({
          id: 'no-hold-found',
          title: 'No hold found here',
          message: 'Tap the middle of the hold, zoom in, or draw it in Add mode.',
          color: 'yellow',
        });
      case 'failed':
        return showErrorDialog(effect.error);
    }
  }

  const run = (command: EditorCommand) => {
    switch (command.type) {
      case 'mode':
        return core.setTool(command.mode);
      case 'undo':
        return mode !== 'view' && core.undo();
      case 'redo':
        return mode !== 'view' && core.redo();
      default:
        return core.send(command);
    }
  };
  useEditorKeys(
    (command) => {
      const own = holdCommandOf(command);
      if (own) run(own);
    },
    (command) => holdCommandOf(command) !== null,
  );

  const tap = (point: Point, screen: TapScreen) => {
    // Outlining the next hold needs no wait for the last one's save; other modes wait.
    if (core.busy && mode !== 'outline') return;
    core.send({ type: 'tap', point, screen });
  };

  const draft = core.stateOf<AddState>('add').points;
  // Add mode's points, or outline mode's traced polygon: what Enter or the tick saves.
  const shaped: PolygonDraft = mode === 'outline' ? (outlineTool.outline?.polygon ?? emptyDraft) : draft;
  return {
    mode,
    draft,
    busy: core.busy,
    /** The photo's holds as the editor shows them: those whose delete waits on the phone are gone. */
    holds,
    /** The wall's hold writes kept on the phone: waiting to send, or refused. */
    queued,
    tracingStatus: vision.status,
    outline: outlineTool,
    review,
    learning,
    canUndo: core.canUndo,
    canRedo: core.canRedo,
    canFinish: canFinish(shaped),
    run,
    tap,
  };
}
