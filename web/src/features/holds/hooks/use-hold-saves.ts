import { useRef } from 'react';
import type { Point } from '@spraybook/hold-vision/geometry';
import { useIntentKey } from '../../../shared/data/use-intent-key';
import { discardWrite, useQueuedWrites } from '../../../shared/offline/public';
import {
  sentHoldId,
  sentHoldIds,
  useAddHold,
  useAddHolds,
  useDeleteHold,
  type RevisionRef,
} from '../api/hold-mutations';
import { queuedHoldId, queuedHoldOf, queuedHoldsOf } from '../logic/queued-holds';

/**
 * The hold editor's writes: saves of one hold, an Accept all's saves, and deletes, each of which may wait on the
 * phone (the offline queue). A waiting write counts as done: a saved outline stays (the history records it under its
 * key), a deleted hold goes. Undoing a waiting save drops the write, or deletes the hold the queue has sent since;
 * undoing a waiting delete drops the delete, so the hold and the climbs using it keep its id.
 */
export function useHoldSaves(ref: RevisionRef) {
  const addHold = useAddHold(ref);
  const addHolds = useAddHolds(ref);
  const deleteHold = useDeleteHold(ref);
  const { keyFor, done } = useIntentKey();
  const queued = queuedHoldsOf(useQueuedWrites(), ref.wallId);
  // The outlines saved on this phone, by key: what asking a sent one's key again must carry.
  const outlines = useRef(new Map<string, readonly (readonly Point[])[]>());
  // Writes dropped by an undo: an Accept all's goes with the first of its holds, the others find it gone.
  const dropped = useRef(new Set<string>());

  /**
   * Saves an outline; resolves to its id, or to its queued id when it waits on the phone. `replaces` is the hold an
   * undone delete took away: when that delete still waits and has not left the phone, dropping it brings the hold back.
   */
  const save = async (polygon: readonly Point[], replaces?: string) => {
    const removal = queued.find(
      (w) => w.route === 'deleteHold' && w.params.holdId === replaces && w.state === 'pending' && !w.tried,
    );
    if (removal && replaces) {
      await discardWrite(removal.seq);
      return replaces;
    }
    // Saves run one at a time (the editor's lock): the same outline tried again is the same intent.
    const key = keyFor({ ...ref, polygon });
    const sent = await addHold.mutateAsync({ polygon, key });
    done();
    if (!sent.queued) return sent.answer.hold_id;
    outlines.current.set(key, [polygon]);
    return queuedHoldId(key);
  };

  /** Saves an Accept all's outlines in one request; resolves to their ids in order (queued ids when they wait). */
  const saveMany = async (polygons: readonly (readonly Point[])[]) => {
    const key = keyFor({ ...ref, polygons });
    const sent = await addHolds.mutateAsync({ polygons, key });
    done();
    if (!sent.queued) return { ids: sent.answer.hold_ids, queued: false };
    outlines.current.set(key, polygons);
    return { ids: polygons.map((_, i) => queuedHoldId(key, i)), queued: true };
  };

  /** Deletes a hold the server has; resolves to whether the delete waits on the phone. */
  const remove = async (holdId: string) => (await deleteHold.mutateAsync(holdId)).queued;

  /** Takes a hold off the wall: the server's, or one saved on this phone. */
  const unsave = async (holdId: string) => {
    const queuedHold = queuedHoldOf(holdId);
    if (queuedHold === null) return remove(holdId);
    const { key, index } = queuedHold;
    if (dropped.current.has(key)) return;
    const kept = queued.find((w) => w.key === key);
    if (kept) {
      dropped.current.add(key);
      return discardWrite(kept.seq);
    }
    const polygons = outlines.current.get(key);
    if (!polygons) return;
    const sentId =
      index === undefined
        ? await sentHoldId(ref, { polygon: polygons[0]!, key })
        : (await sentHoldIds(ref, { polygons, key }))[index];
    if (sentId) return remove(sentId);
  };

  return { save, saveMany, remove, unsave, queued };
}
