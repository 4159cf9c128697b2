import { describe, expect, it } from 'vitest';
import { apiCacheKey } from './cache-keys';
import { currentRevisionAlsoById } from './current-revision-by-id';
import { signOutGuard } from './sign-out-guard';

const LATEST = apiCacheKey('https://x.test/api/walls/w1/revisions/latest', 'user-1');
const BY_ID = apiCacheKey('https://x.test/api/walls/w1/revisions/r7', 'user-1');

/** The plugin over a cache of plain entries, with a sign-out guard whose clock the test sets. */
function setUp() {
  const kept = new Map<string, Response>();
  const expiryNoted: string[] = [];
  let clock = 0;
  const signOut = signOutGuard(() => clock);
  const plugin = currentRevisionAlsoById(
    signOut,
    async (key) => void expiryNoted.push(key),
    async () => ({
      put: async (key: RequestInfo | URL, response: Response) => void kept.set(String(key), response),
      delete: async (key: RequestInfo | URL) => kept.delete(String(key)),
    }),
  );
  const cached = (url: string, body: unknown, requestedAt = 1) =>
    plugin.cacheDidUpdate!({
      cacheName: 'api',
      request: new Request(url),
      newResponse: Response.json(body),
      event: { timeStamp: requestedAt } as ExtendableEvent,
      state: {},
    });
  return { kept, expiryNoted, cached, signOut, setClock: (t: number) => (clock = t) };
}

describe("a wall's current revision kept by the worker", () => {
  it('is kept under its id too, for the same account, and the cache expires it like any answer', async () => {
    const { kept, expiryNoted, cached } = setUp();
    await cached(LATEST, { id: 'r7', holds: [] });
    expect([...kept.keys()]).toEqual([BY_ID]);
    expect(await kept.get(BY_ID)!.json()).toEqual({ id: 'r7', holds: [] });
    expect(expiryNoted).toEqual([BY_ID]);
  });

  it('adds nothing for any other answer', async () => {
    const { kept, cached } = setUp();
    await cached(BY_ID, { id: 'r7' });
    await cached(apiCacheKey('https://x.test/api/walls/w1', 'user-1'), { id: 'w1' });
    await cached(LATEST, { detail: 'no id' });
    expect(kept.size).toBe(0);
  });

  it('is not kept under its id when asked for before a sign-out', async () => {
    const { kept, cached, signOut, setClock } = setUp();
    setClock(5);
    await signOut.cleared(async () => {});
    await cached(LATEST, { id: 'r7' }, 3);
    expect(kept.size).toBe(0);
  });
});
