import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@spraybook/contract';
import { useAuth } from '../../../shared/data/auth-context';
import { randomId } from '../../../shared/util/random-id';
import { sendOrQueue, useRefreshAfterWrite } from '../../../shared/offline/public';
import { storeSession } from './store-session';
import { showErrorDialog } from '../../../shared/ui/error-dialog';

/**
 * '+1' and 'Sent' on the group's climb: one tap, one key, so a double tap or the queue's replay is done once.
 * Without signal they wait in the offline queue (`queued`) and go when it returns.
 */
export function useAttempt(session: Session) {
  const queryClient = useQueryClient();
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: async (climbId: string) => {
      const about = { climbId, wallId: session.wall_id };
      const sent = await sendOrQueue({
        accountId,
        about,
        route: 'addAttempt',
        params: { id: session.id },
        body: { climb_id: climbId },
        key: randomId(),
      });
      if (!sent.queued) storeSession(queryClient, sent.answer);
      return sent;
    },
    onError: showErrorDialog,
  });
}

/** 'Sent' ticks at `angle`, the angle the climber has the wall at today (null on a fixed wall). */
export function useSend(session: Session, angle: number | null) {
  const queryClient = useQueryClient();
  const refreshAfterWrite = useRefreshAfterWrite();
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: async (climbId: string) => {
      const sent = await sendOrQueue({
        accountId,
        about: { climbId, wallId: session.wall_id },
        route: 'sendClimb',
        params: { id: session.id },
        body: { climb_id: climbId, public: true, ...(angle === null ? {} : { angle }) },
        key: randomId(),
      });
      if (!sent.queued) storeSession(queryClient, sent.answer.session);
      return sent;
    },
    onError: showErrorDialog,
    onSettled: () => void refreshAfterWrite('sendClimb'),
  });
}
