import type { Point } from '@spraybook/hold-vision/geometry';
import type { QueuedWrite } from '../../../shared/offline/public';

/**
 * A hold saved on this phone has no id until the server takes it: the history records it under its write's
 * Idempotency-Key instead, so undoing it finds the write (still waiting: discard it; sent since: ask its key).
 * A hold of an Accept all saved on this phone is one of its write's outlines: its place in them goes with the key.
 */
const QUEUED = 'queued:';
const QUEUED_OF_MANY = 'queued-of-many:';

/** The id a hold saved on this phone is recorded under: its write's key, and its place in an Accept all's. */
export const queuedHoldId = (key: string, index?: number) =>
  index === undefined ? `${QUEUED}${key}` : `${QUEUED_OF_MANY}${index}:${key}`;

/** The write's key of a hold saved on this phone (and its place in an Accept all's), or null for the server's. */
export function queuedHoldOf(holdId: string): { key: string; index?: number } | null {
  if (holdId.startsWith(QUEUED)) return { key: holdId.slice(QUEUED.length) };
  if (!holdId.startsWith(QUEUED_OF_MANY)) return null;
  const rest = holdId.slice(QUEUED_OF_MANY.length);
  const colon = rest.indexOf(':');
  return { key: rest.slice(colon + 1), index: Number(rest.slice(0, colon)) };
}

/** The write's key of a hold saved on this phone, or null for a hold the server has. */
export const keyOfQueuedHold = (holdId: string) => queuedHoldOf(holdId)?.key ?? null;

/** The hold editor's writes: a hold traced, an Accept all's holds, a hold deleted. */
export type HoldWrite = QueuedWrite<'addHold'> | QueuedWrite<'addHolds'> | QueuedWrite<'deleteHold'>;

const isHoldWrite = (write: QueuedWrite): write is HoldWrite =>
  write.route === 'addHold' || write.route === 'addHolds' || write.route === 'deleteHold';

/** The wall's hold writes kept on this phone, whichever photo they were made on: waiting, or refused. */
export const queuedHoldsOf = (writes: readonly QueuedWrite[], wallId: string): HoldWrite[] =>
  writes.filter(isHoldWrite).filter((w) => w.params.id === wallId);

const waitingOn = (holdWrites: readonly HoldWrite[], revisionId: string) =>
  holdWrites.filter((w) => w.state === 'pending' && w.params.revId === revisionId);

/** The outlines of the wall's hold saves (`queuedHoldsOf`) still waiting to be sent of the photo `revisionId`. */
export const waitingOutlines = (holdWrites: readonly HoldWrite[], revisionId: string): (readonly Point[])[] =>
  waitingOn(holdWrites, revisionId).flatMap((w) => {
    if (w.route === 'addHold') return [w.body.bounding_polygon];
    if (w.route === 'addHolds') return w.body.holds.map((h) => h.bounding_polygon);
    return [];
  });

/** The holds of the photo `revisionId` whose delete waits on the phone: gone from the editor already. */
export const waitingDeletes = (holdWrites: readonly HoldWrite[], revisionId: string): Set<string> =>
  new Set(
    waitingOn(holdWrites, revisionId).flatMap((w) => (w.route === 'deleteHold' ? [w.params.holdId] : [])),
  );
