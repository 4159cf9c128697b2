import type { RouteName } from '@spraybook/contract/plain';
import type { Change } from '../data/invalidation';

/**
 * The writes that may wait in the offline queue, by route, each with what it refreshes once sent (a name in the
 * invalidation map): the one place a write's refresh is written, looked up by the queue when it sends a write and
 * by the call site when it sends one at once. A route missing here cannot be queued.
 */
export const WRITE_REFRESHES = {
  createAscent: 'tickAdded',
  updateAscent: 'tickChanged',
  deleteAscent: 'tickRemoved',
  createGradeVote: 'voteCast',
  updateGradeVote: 'voteCast',
  createRatingVote: 'voteCast',
  updateRatingVote: 'voteCast',
  createBrokenVote: 'voteCast',
  updateBrokenVote: 'voteCast',
  addTodoClimb: 'todoChanged',
  removeTodoClimb: 'todoChanged',
  // The queue does not keep a hold change's answer (the whole revision), so the wall's revision is asked again.
  addHold: 'queuedHoldAdded',
  addHolds: 'queuedHoldAdded',
  deleteHold: 'queuedHoldDeleted',
  // A session's '+1' and 'Sent' (issue 45): offline they wait here, under the tap's key.
  addAttempt: 'sessionChanged',
  sendClimb: 'sessionSent',
} as const satisfies Partial<Record<RouteName, Change>>;

/** A route whose writes the offline queue keeps. */
export type QueueableRoute = keyof typeof WRITE_REFRESHES;

/** What a write of `route` refreshes once sent. */
export const refreshOf = (route: QueueableRoute): Change => WRITE_REFRESHES[route];
