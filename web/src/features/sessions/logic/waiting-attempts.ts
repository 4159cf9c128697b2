import type { QueuedWrite } from '../../../shared/offline/public';

/** How many of the climber's '+1's on `climbId` in session `sessionId` wait on the phone, unsent. */
export const waitingAttempts = (writes: readonly QueuedWrite[], sessionId: string, climbId: string) =>
  writes.filter(
    (w) =>
      w.route === 'addAttempt' &&
      w.state === 'pending' &&
      w.params.id === sessionId &&
      w.body.climb_id === climbId,
  ).length;
