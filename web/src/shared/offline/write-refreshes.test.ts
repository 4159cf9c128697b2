import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { routes } from '@spraybook/contract/plain';
import { describe, expect, it } from 'vitest';
import { refreshAfter, REFRESHES } from '../data/invalidation';
import { ascentKeys } from '../data/query-keys/ascent-keys';
import { climbKeys } from '../data/query-keys/climb-keys';
import { pulseKeys } from '../data/query-keys/pulse-keys';
import { userKeys } from '../data/query-keys/user-keys';
import { wallKeys } from '../data/query-keys/wall-keys';
import { refreshOf, WRITE_REFRESHES, type QueueableRoute } from './write-refreshes';

const queueable = Object.keys(WRITE_REFRESHES) as QueueableRoute[];

// One cached answer of each kind a queued write may change, by what a reader would call it.
const cached = {
  'the climb': climbKeys.detail('c1'),
  "the climb's ticks": ascentKeys.every({ climb_id: 'c1' }),
  'the wall pulse': pulseKeys.statistics('w1'),
  "the wall's photo": wallKeys.revision('w1', 'latest'),
  'the climber': userKeys.detail('u1'),
} satisfies Record<string, QueryKey>;

/** The cached answers a sent write of `route` marks stale. */
async function refreshedBy(route: QueueableRoute) {
  const client = new QueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, {});
  await refreshAfter(client, refreshOf(route));
  return Object.entries(cached)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('what a queued write refreshes, by its route', () => {
  it('has an entry for every route the queue keeps, each a write of the contract and a change the invalidation map has', () => {
    expect(queueable).toHaveLength(16);
    for (const route of queueable) {
      expect(routes[route].method, route).not.toBe('GET');
      expect(REFRESHES[refreshOf(route)], route).toBeDefined();
    }
  });

  it("a session's 'Sent' refreshes what a tick does; its '+1' none of these (the session's own key)", async () => {
    expect(await refreshedBy('sendClimb')).toEqual(['the climb', "the climb's ticks", 'the wall pulse']);
    expect(await refreshedBy('addAttempt')).toEqual([]);
  });

  it.each(['createAscent', 'updateAscent', 'deleteAscent'] as const)(
    '%s refreshes the ticks, the climb and the pulse',
    async (route) => {
      expect(await refreshedBy(route)).toEqual(['the climb', "the climb's ticks", 'the wall pulse']);
    },
  );

  it.each(queueable.filter((route) => route.endsWith('Vote')))(
    '%s refreshes the climb and the pulse',
    async (route) => {
      expect(await refreshedBy(route)).toEqual(['the climb', 'the wall pulse']);
    },
  );

  it.each(['addTodoClimb', 'removeTodoClimb'] as const)(
    '%s refreshes the climber (their to-do list)',
    async (route) => {
      expect(await refreshedBy(route)).toEqual(['the climber']);
    },
  );

  it.each(['addHold', 'addHolds'] as const)(
    "%s, whose answer the queue does not keep, refreshes the wall's photo",
    async (route) => {
      expect(await refreshedBy(route)).toEqual(["the wall's photo"]);
    },
  );

  it("deleteHold refreshes the wall's photo and the climbs (those that used the hold lose it)", async () => {
    expect(await refreshedBy('deleteHold')).toEqual(['the climb', "the wall's photo"]);
  });
});
