import { useMutation } from '@tanstack/react-query';
import type { AscentBody } from '@spraybook/contract';
import { useAuth } from '../../../shared/data/auth-context';
import { amendWrite, discardWrite, sendOrQueue, useRefreshAfterWrite } from '../../../shared/offline/public';
import type { QueuedWrite } from '../../../shared/offline/public';
import { NO_VOTES, voteWritesOf, type TickVotes } from '../logic/tick-votes';

/** Who makes the write and what it is about, as the queue keeps it. */
type Writer = Pick<QueuedWrite, 'about'>;

function useAccountId() {
  return useAuth().oidcUser?.profile.sub ?? '';
}

/**
 * Each of these sends at once when it can, else waits on the phone (`queued`), and works offline. A new
 * tick may carry the climber's grade feel and stars from the tick sheet ('More options'): cast after it,
 * as the sheet would have.
 */
export function useCreateAscent({ about }: Writer) {
  const refreshAfterWrite = useRefreshAfterWrite();
  const accountId = useAccountId();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ body, votes = NO_VOTES }: { body: AscentBody; votes?: TickVotes }) => {
      const sent: { queued: boolean }[] = [
        await sendOrQueue({ accountId, about, route: 'createAscent', body }),
      ];
      for (const { route, value } of voteWritesOf(votes))
        sent.push(
          await sendOrQueue({
            accountId,
            about,
            route,
            params: { id: body.climb_id },
            // At the tick's angle, as the tick sheet casts them (issue 47).
            body: { value, public: body.public, ...(body.angle === undefined ? {} : { angle: body.angle }) },
          }),
        );
      return { queued: sent.some((s) => s.queued) };
    },
    onSettled: (_answer, _error, { votes = NO_VOTES }) =>
      void refreshAfterWrite('createAscent', ...voteWritesOf(votes).map((vote) => vote.route)),
  });
}

/** Changes a tick; one still waiting on the phone (`waitingSeq`) is changed there, before it is sent. */
export function useUpdateAscent(id: string, { about, waitingSeq }: Writer & { waitingSeq?: number }) {
  const refreshAfterWrite = useRefreshAfterWrite();
  const accountId = useAccountId();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: AscentBody) => {
      if (waitingSeq !== undefined) {
        // The waiting write creates the tick: it now creates it as changed.
        await amendWrite(waitingSeq, { route: 'createAscent', body });
        return { queued: true as const };
      }
      return sendOrQueue({ accountId, about, route: 'updateAscent', params: { id }, body });
    },
    onSuccess: () => void refreshAfterWrite('updateAscent'),
  });
}

/** Removes a tick; one still waiting on the phone is only dropped from the queue. */
export function useDeleteAscent({ about, waitingSeq }: Writer & { waitingSeq?: number }) {
  const refreshAfterWrite = useRefreshAfterWrite();
  const accountId = useAccountId();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (id: string) => {
      if (waitingSeq !== undefined) {
        await discardWrite(waitingSeq);
        return { queued: false as const };
      }
      return sendOrQueue({ accountId, about, route: 'deleteAscent', params: { id } });
    },
    onSuccess: () => void refreshAfterWrite('deleteAscent'),
  });
}
