import { useMutation } from '@tanstack/react-query';
import type { AscentBody } from '@spraybook/contract';
import { useAuth } from '../../../lib/auth-context';
import { useRefreshAfter } from '../../../lib/invalidation';
import { amendWrite, discardWrite, sendOrQueue } from '../../../shared/offline/public';
import type { QueuedWrite } from '../../../shared/offline/public';

/** Who makes the write and what it is about, as the queue keeps it. */
type Writer = Pick<QueuedWrite, 'about'>;

function useAccountId() {
  return useAuth().oidcUser?.profile.sub ?? '';
}

/** Each of these sends at once when it can, else waits on the phone (`queued`), and works offline. */
export function useCreateAscent({ about }: Writer) {
  const refreshAfter = useRefreshAfter();
  const accountId = useAccountId();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: AscentBody) =>
      sendOrQueue({ accountId, about, route: 'createAscent', body, change: 'tickAdded' }),
    onSuccess: () => void refreshAfter('tickAdded'),
  });
}

/** Changes a tick; one still waiting on the phone (`waitingSeq`) is changed there, before it is sent. */
export function useUpdateAscent(id: string, { about, waitingSeq }: Writer & { waitingSeq?: number }) {
  const refreshAfter = useRefreshAfter();
  const accountId = useAccountId();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: AscentBody) => {
      if (waitingSeq !== undefined) {
        await amendWrite(waitingSeq, body);
        return { queued: true as const };
      }
      return sendOrQueue({
        accountId,
        about,
        route: 'updateAscent',
        params: { id },
        body,
        change: 'tickChanged',
      });
    },
    onSuccess: () => void refreshAfter('tickChanged'),
  });
}

/** Removes a tick; one still waiting on the phone is only dropped from the queue. */
export function useDeleteAscent({ about, waitingSeq }: Writer & { waitingSeq?: number }) {
  const refreshAfter = useRefreshAfter();
  const accountId = useAccountId();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (id: string) => {
      if (waitingSeq !== undefined) {
        await discardWrite(waitingSeq);
        return { queued: false as const };
      }
      return sendOrQueue({ accountId, about, route: 'deleteAscent', params: { id }, change: 'tickRemoved' });
    },
    onSuccess: () => void refreshAfter('tickRemoved'),
  });
}
