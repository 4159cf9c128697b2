import type { RouteName } from '@spraybook/contract/plain';
import type { QueuedWrite } from './queued-write';

const LABELS: Partial<Record<RouteName, string>> = {
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
};

/** What a queued write is, in a few words. */
export const writeLabel = (write: Pick<QueuedWrite, 'route'>) => LABELS[write.route] ?? 'Change';
