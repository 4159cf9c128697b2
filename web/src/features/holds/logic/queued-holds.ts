import type { Point } from '@spraybook/hold-vision/geometry';
import type { QueuedWrite } from '../../../shared/offline/public';

/**
 * A hold saved on this phone has no id until the server takes it: the history records it under its write's
 * Idempotency-Key instead, so undoing it finds the write (still waiting: discard it; sent since: ask its key).
 */
const QUEUED = 'queued:';

export const queuedHoldId = (key: string) => `${QUEUED}${key}`;

/** The write's key of a hold saved on this phone, or null for a hold the server has. */
export const keyOfQueuedHold = (holdId: string) =>
  holdId.startsWith(QUEUED) ? holdId.slice(QUEUED.length) : null;

/** The wall's hold saves kept on this phone, whichever photo they were traced on: waiting, or refused. */
export const queuedHoldsOf = (writes: readonly QueuedWrite[], wallId: string) =>
  writes.filter((w) => w.route === 'addHold').filter((w) => w.params.id === wallId);

/** The outlines of the wall's hold saves (`queuedHoldsOf`) still waiting to be sent of the photo `revisionId`. */
export const waitingOutlines = (
  holdSaves: readonly QueuedWrite<'addHold'>[],
  revisionId: string,
): (readonly Point[])[] =>
  holdSaves
    .filter((w) => w.state === 'pending' && w.params.revId === revisionId)
    .map((w) => w.body.bounding_polygon);
