import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@spraybook/contract';
import { sessionKeys } from '../../../shared/data/query-keys/session-keys';

/**
 * Puts a session answer (a write's or a stream event's) in the cache, unless an older one would replace a newer:
 * every answer carries the whole session and its `last_event_id`, so the newest wins.
 */
export function storeSession(queryClient: QueryClient, session: Session) {
  const key = sessionKeys.detail(session.id);
  const cached = queryClient.getQueryData<Session>(key);
  if (cached && cached.last_event_id > session.last_event_id) return;
  queryClient.setQueryData(key, session);
  // The climber's open session, when it is this one, follows it (none once it ended), with no request more.
  const current = queryClient.getQueryData<Session | null>(sessionKeys.current);
  if (current?.id === session.id)
    queryClient.setQueryData(sessionKeys.current, session.state === 'open' ? session : null);
  if (session.state === 'ended')
    void queryClient.invalidateQueries({ queryKey: sessionKeys.summary(session.id) });
}
