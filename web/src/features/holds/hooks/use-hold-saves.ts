import { useRef } from 'react';
import type { Point } from '@spraybook/hold-vision/geometry';
import { useIntentKey } from '../../../lib/use-intent-key';
import { discardWrite, useQueuedWrites } from '../../../shared/offline/public';
import { sentHoldId, useAddHold, useDeleteHold, type RevisionRef } from '../api/hold-mutations';
import { keyOfQueuedHold, queuedHoldId, queuedHoldsOf } from '../logic/queued-holds';

/**
 * The hold editor's saves and deletes of single holds, where a save may wait on the phone: a queued save counts as
 * saved (its outline stays, the history records it under its key), and undoing it drops the waiting write, or
 * deletes the hold the queue has sent since.
 */
export function useHoldSaves(ref: RevisionRef) {
  const addHold = useAddHold(ref);
  const deleteHold = useDeleteHold(ref);
  const { keyFor, done } = useIntentKey();
  const queued = queuedHoldsOf(useQueuedWrites(), ref.wallId);
  // The outlines saved on this phone, by key: what asking a sent one's key again must carry.
  const outlines = useRef(new Map<string, readonly Point[]>());

  /** Saves an outline; resolves to its id, or to its queued id when it waits on the phone. */
  const save = async (polygon: readonly Point[]) => {
    // Saves run one at a time (the editor's lock): the same outline tried again is the same intent.
    const key = keyFor({ ...ref, polygon });
    const sent = await addHold.mutateAsync({ polygon, key });
    done();
    if (!sent.queued) return sent.answer.hold_id;
    outlines.current.set(key, polygon);
    return queuedHoldId(key);
  };

  /** Takes a hold off the wall: the server's, or one saved on this phone. */
  const unsave = async (holdId: string) => {
    const key = keyOfQueuedHold(holdId);
    if (key === null) return deleteHold.mutateAsync(holdId);
    const kept = queued.find((w) => w.key === key);
    if (kept) return discardWrite(kept.seq);
    const polygon = outlines.current.get(key);
    if (polygon) return deleteHold.mutateAsync(await sentHoldId(ref, { polygon, key }));
  };

  return { save, unsave, queued };
}
