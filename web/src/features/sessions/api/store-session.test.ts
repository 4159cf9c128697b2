import { QueryClient } from '@tanstack/react-query';
import type { Session } from '@spraybook/contract';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../../../shared/data/query-keys/session-keys';
import { storeSession } from './store-session';

const session = (last_event_id: number, state: Session['state'] = 'open') =>
  ({ id: 's1', last_event_id, state, queue: [] }) as unknown as Session;

describe('storeSession', () => {
  it('keeps the newest answer: a late write answer never replaces a newer event', () => {
    const client = new QueryClient();
    storeSession(client, session(5));
    storeSession(client, session(4));
    expect(client.getQueryData<Session>(sessionKeys.detail('s1'))?.last_event_id).toBe(5);
    storeSession(client, session(6));
    expect(client.getQueryData<Session>(sessionKeys.detail('s1'))?.last_event_id).toBe(6);
  });

  it("follows the climber's open session, which is none once it ended", () => {
    const client = new QueryClient();
    client.setQueryData(sessionKeys.current, session(1));
    storeSession(client, session(2));
    expect(client.getQueryData<Session>(sessionKeys.current)?.last_event_id).toBe(2);
    storeSession(client, session(3, 'ended'));
    expect(client.getQueryData(sessionKeys.current)).toBeNull();
  });
});
