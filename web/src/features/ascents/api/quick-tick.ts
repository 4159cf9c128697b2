import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshAfter } from '../../../lib/invalidation';
import { ascentBodyOf, type QuickTick } from '../logic/quick-tick';

/**
 * The tick sheet's save: the tick, then the climber's grade and rating votes when given (a second vote
 * by the same climber replaces the first, so POST serves a first vote and a change alike). A failure
 * shows the server's detail in the Error dialog; a tick saved before a vote failed stays saved.
 */
export function useQuickTick(climbId: string) {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: async (tick: QuickTick) => {
      const ascent = await api('createAscent', { body: ascentBodyOf(climbId, tick) });
      const votes: Promise<unknown>[] = [];
      const vote = { public: tick.isPublic };
      if (tick.grade !== null)
        votes.push(api('createGradeVote', { params: { id: climbId }, body: { value: tick.grade, ...vote } }));
      if (tick.stars !== null)
        votes.push(
          api('createRatingVote', { params: { id: climbId }, body: { value: tick.stars, ...vote } }),
        );
      await Promise.all(votes);
      return ascent;
    },
    // Settled, not success: a vote failing after the tick was saved still leaves a new tick to show.
    onSettled: (_answer, _error, tick) =>
      Promise.all([
        refreshAfter('tickAdded'),
        tick.grade !== null || tick.stars !== null ? refreshAfter('voteCast') : undefined,
      ]),
  });
}
