import 'fake-indexeddb/auto';
import { IDEMPOTENCY_ALREADY_DONE_CODE, IDEMPOTENCY_IN_PROGRESS_CODE } from '@spraybook/contract/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedWrites } from './offline-queue';
import { sendOrQueue } from './send-write';

/** What reached the network: each request's path and Idempotency-Key. */
let requests: { url: string; key: string | null }[] = [];

function network(answer: () => Promise<Response>) {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, key: new Headers(init.headers).get('idempotency-key') });
    return answer();
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const vote = (accountId: string) =>
  ({
    accountId,
    route: 'createGradeVote',
    params: { id: 'climb' },
    body: { value: 3, public: true },
  }) as const;

describe('sendOrQueue', () => {
  it('sends at once when online, with a key, and keeps nothing', async () => {
    network(async () => Response.json({ id: 'v', user_id: null, value: 3, public: true }, { status: 201 }));
    await expect(sendOrQueue(vote('online'))).resolves.toMatchObject({ queued: false, answer: { id: 'v' } });
    expect(requests).toEqual([{ url: '/api/climbs/climb/grade_votes', key: expect.any(String) }]);
    expect(await queuedWrites('online')).toEqual([]);
  });

  it('keeps the write without sending it when the browser is offline', async () => {
    network(async () => new Response(null, { status: 204 }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(sendOrQueue(vote('offline'))).resolves.toEqual({ queued: true });
    expect(requests).toEqual([]);
    expect(await queuedWrites('offline')).toMatchObject([{ route: 'createGradeVote', tried: false }]);
  });

  it('keeps a write whose request got no answer under the key it was sent with', async () => {
    network(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendOrQueue(vote('dropped'))).resolves.toEqual({ queued: true });
    const [kept] = await queuedWrites('dropped');
    expect(kept).toMatchObject({ tried: true, key: requests[0]!.key });
  });

  it('queues behind writes of the account still waiting, so they reach the server in order', async () => {
    network(() => Promise.reject(new TypeError('Failed to fetch')));
    await sendOrQueue(vote('behind'));
    network(async () => new Response(null, { status: 204 }));
    const changed = { ...vote('behind'), body: { value: 4, public: true } };
    await expect(sendOrQueue(changed)).resolves.toEqual({ queued: true });
    expect(requests).toEqual([]);
    expect(await queuedWrites('behind')).toHaveLength(2);
  });

  it("keeps a write whose key was busy or already done (409 in_progress, already_done) under its key, for the queue's send", async () => {
    for (const [account, code] of [
      ['busy', IDEMPOTENCY_IN_PROGRESS_CODE],
      ['done', IDEMPOTENCY_ALREADY_DONE_CODE],
    ] as const) {
      network(async () => Response.json({ detail: 'About the key', code }, { status: 409 }));
      await expect(sendOrQueue(vote(account))).resolves.toEqual({ queued: true });
      const [kept] = await queuedWrites(account);
      expect(kept).toMatchObject({ state: 'pending', tried: true, key: requests[0]!.key });
    }
  });

  it('still throws any other refusal, a 409 conflict included', async () => {
    network(async () => Response.json({ detail: 'Already there', code: 'conflict' }, { status: 409 }));
    await expect(sendOrQueue(vote('refused'))).rejects.toMatchObject({
      status: 409,
      detail: 'Already there',
    });
    expect(await queuedWrites('refused')).toEqual([]);
  });
});
