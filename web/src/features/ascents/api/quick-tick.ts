import { useMutation } from '@tanstack/react-query';
import type { Climb } from '@spraybook/contract';
import { useAuth } from '../../../shared/data/auth-context';
import { sendOrQueue, useRefreshAfterWrite } from '../../../shared/offline/public';
import { ascentBodyOf, voteBodyOf, type QuickTick } from '../logic/quick-tick';
import { voteWritesOf } from '../logic/tick-votes';

/**
 * The tick sheet's save: the tick, then the climber's grade and rating votes when given (a second vote
 * by the same climber replaces the first, so POST serves a first vote and a change alike). A failure
 * shows the server's detail in the Error dialog; a tick saved before a vote failed stays saved. Without
 * signal all of it waits on the phone, in that order, and the answer says `queued`.
 */
/**
 * One tap's tick: what the sheet collected, the key the tap made (the tick is sent under it, each vote under it
 * with its route, so a double tap, a retry and the queue's replay are each done once), and whether the
 * climber confirmed ticking the climb again today.
 */
export interface TickIntent {
  tick: QuickTick;
  key: string;
  confirmed: boolean;
}

export function useQuickTick(climb: Climb, userId: string) {
  const refreshAfterWrite = useRefreshAfterWrite();
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  const about = { climbId: climb.id, wallId: climb.wall_id, userId, climbName: climb.name };
  return useMutation({
    // Offline too: the write then joins the queue instead of waiting in TanStack's memory.
    networkMode: 'always',
    mutationFn: async ({ tick, key, confirmed }: TickIntent) => {
      const write = { accountId, about, params: { id: climb.id } };
      const sent: { queued: boolean }[] = [
        await sendOrQueue({
          accountId,
          about,
          route: 'createAscent',
          body: ascentBodyOf(climb.id, tick),
          key,
          confirmed,
        }),
      ];
      for (const { route, value } of voteWritesOf(tick))
        sent.push(
          await sendOrQueue({
            ...write,
            route,
            body: voteBodyOf(tick, value),
            key: `${key}:${route}`,
          }),
        );
      return { queued: sent.some((s) => s.queued) };
    },
    // Settled, not success: a vote failing after the tick was saved still leaves a new tick to show.
    onSettled: (_answer, _error, { tick }) =>
      refreshAfterWrite('createAscent', ...voteWritesOf(tick).map((vote) => vote.route)),
  });
}
