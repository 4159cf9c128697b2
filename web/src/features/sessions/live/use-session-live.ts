import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@spraybook/contract';
import { sessionKeys } from '../../../shared/data/query-keys/session-keys';
import { storeSession } from '../api/store-session';
import { followSession, type StreamState } from './session-stream';

/**
 * Keeps the cached session current from its event stream while shown: each event carries the whole session
 * (decision 0216), so it replaces the cached answer, on every member's phone at once. Says whether it is live.
 */
export function useSessionLive(sessionId: string | undefined, enabled: boolean): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    if (!sessionId || !enabled) return;
    return followSession(
      sessionId,
      () => queryClient.getQueryData<Session>(sessionKeys.detail(sessionId))?.last_event_id ?? null,
      (event) => storeSession(queryClient, event.session),
      setState,
    );
  }, [queryClient, sessionId, enabled]);
  return state;
}
