import type { QueuedWrite } from './queued-write';
import type { QueueableRoute } from './write-refreshes';

const LABELS: Record<QueueableRoute, string> = {
  createAscent: 'Tick',
  updateAscent: 'Tick change',
  deleteAscent: 'Tick removal',
  createGradeVote: 'Grade vote',
  updateGradeVote: 'Grade vote',
  createRatingVote: 'Rating vote',
  updateRatingVote: 'Rating vote',
  createBrokenVote: 'Broken vote',
  updateBrokenVote: 'Broken vote',
  addTodoClimb: 'Added to to-do',
  removeTodoClimb: 'Taken off to-do',
  addHold: 'New hold',
  addHolds: 'Accepted holds',
  deleteHold: 'Hold removal',
  addAttempt: 'Session attempt',
  sendClimb: 'Session send',
};

/** What a queued write is, in a few words. */
export const writeLabel = (write: Pick<QueuedWrite, 'route'>) => LABELS[write.route];
