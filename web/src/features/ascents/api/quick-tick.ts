import { useMutation } from '@tanstack/react-query';
import type { Climb } from '@spraybook/contract';
import { useAuth } from '../../../lib/auth-context';
import { useRefreshAfter } from '../../../lib/invalidation';
import { sendOrQueue } from '../../../shared/offline/public';
import { ascentBodyOf, type QuickTick } from '../logic/quick-tick';

/**
 * The tick sheet's save: the tick, then the climber's grade and rating votes when given (a second vote
 * by the same climber replaces the first, so POST serves a first vote and a change alike). A failure
 * shows the server's detail in the Error dialog; a tick saved before a vote failed stays saved. Without
 * signal all of it waits on the phone, in that order, and the answer says `queued`.
 */
export function useQuickTick(climb: Climb, userId: string) {
  const refreshAfter = useRefreshAfter();
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  const about = { climbId: climb.id, wallId: climb.wall_id, userId, climbName: climb.name };
  return useMutation({
    // Offline too: the write then joins the queue instead of waiting in TanStack's memory.
    networkMode: 'always',
    mutationFn: async (tick: QuickTick) => {
      const write = { accountId, about, params: { id: climb.id } };
      const sent: { queued: boolean }[] = [
        await sendOrQueue({
          accountId,
          about,
          route: 'createAscent',
          body: ascentBodyOf(climb.id, tick),
          change: 'tickAdded',
        }),
      ];
      const votes = [
        ['createGradeVote', tick.grade],
        ['createRatingVote', tick.stars],
      ] as const;
      for (const [route, value] of votes)
        if (value !== null)
          sent.push(
            await sendOrQueue({
              ...write,
              route,
              body: { value, public: tick.isPublic },
              change: 'voteCast',
            }),
          );
      return { queued: sent.some((s) => s.queued) };
    },
    // Settled, not success: a vote failing after the tick was saved still leaves a new tick to show.
    onSettled: (_answer, _error, tick) =>
      Promise.all([
        refreshAfter('tickAdded'),
        tick.grade !== null || tick.stars !== null ? refreshAfter('voteCast') : undefined,
      ]),
  });
}
