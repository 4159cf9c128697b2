import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ascentKeys } from '../data/query-keys/ascent-keys';
import { userKeys } from '../data/query-keys/user-keys';
import { wallKeys } from '../data/query-keys/wall-keys';
import { queuedWrites } from './offline-queue';
import { QUEUE_DATABASE } from './queue-store';
import { sendQueue } from './send-queue';

/** What reached the network: each request's method, path, Idempotency-Key and body. */
let requests: { method: string; url: string; key: string | null; body: unknown }[] = [];

afterEach(() => {
  requests = [];
  vi.unstubAllGlobals();
});

function network() {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({
      method: init.method ?? 'GET',
      url,
      key: new Headers(init.headers).get('idempotency-key'),
      body,
    });
    return Response.json({}, { status: 201 });
  });
}

const tickBody = {
  climb_id: 'c1',
  ascent_date: '2026-11-28',
  ascent_type: 'flash',
  attempts: 1,
  public: true,
};

/**
 * Writes as the build before the typed queue stored them: each named its refresh (`change`) beside its route.
 * Stored as they were, not through today's types.
 */
const keptByTheLastBuild = (accountId: string) => [
  {
    accountId,
    route: 'createAscent',
    body: tickBody,
    key: 'old-tick-key',
    created: '2026-11-28T09:00:00.000Z',
    change: 'tickAdded',
    state: 'pending',
    tried: false,
    about: { climbId: 'c1', wallId: 'w1', userId: 'u1', climbName: 'Crimpy' },
  },
  {
    accountId,
    route: 'addHold',
    params: { id: 'w1', revId: 'r1' },
    body: { bounding_polygon: [{ x: 0.1, y: 0.1 }] },
    key: 'old-hold-key',
    created: '2026-11-28T09:01:00.000Z',
    change: 'queuedHoldAdded',
    state: 'pending',
    tried: true,
    about: { wallId: 'w1' },
  },
];

async function storeAsTheLastBuild(writes: object[]) {
  const db = await openDB(QUEUE_DATABASE);
  for (const write of writes) await db.add('writes', write);
  db.close();
}

/** A query client holding one answer of each kind a sent write may refresh. */
function cachedAnswers() {
  const client = new QueryClient();
  const answers = {
    ticks: ascentKeys.every({ climb_id: 'c1' }),
    revision: wallKeys.revision('w1', 'latest'),
    profile: userKeys.detail('u1'),
  };
  for (const key of Object.values(answers)) client.setQueryData(key, {});
  const refreshed = () =>
    Object.entries(answers)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, refreshed };
}

describe('sending the queue', () => {
  it('sends writes an older build kept, in order and under their keys, and refreshes what their routes change', async () => {
    const me = 'account-of-the-last-build';
    await queuedWrites(me); // the store exists, as the last build left it
    await storeAsTheLastBuild(keptByTheLastBuild(me));
    network();
    const { client, refreshed } = cachedAnswers();

    await expect(sendQueue(me, client)).resolves.toBe('sent');

    expect(requests).toEqual([
      { method: 'POST', url: '/api/ascents', key: 'old-tick-key', body: tickBody },
      {
        method: 'POST',
        url: '/api/walls/w1/revisions/r1/holds',
        key: 'old-hold-key',
        body: { bounding_polygon: [{ x: 0.1, y: 0.1 }] },
      },
    ]);
    expect(await queuedWrites(me)).toEqual([]);
    // The tick refreshes the ticks, the hold the wall's revision (its answer is not kept); neither the profile.
    expect(refreshed()).toEqual(['ticks', 'revision']);
  });
});
