import { describe, expect, it } from 'vitest';
import { signOutGuard } from './sign-out-guard';

/** A cache of one account's answers, and a clock the test moves. */
function setUp() {
  let time = 0;
  const cache = new Set<string>();
  const guard = signOutGuard(() => time);
  const at = (t: number) => (time = t);
  const emptyCaches = async () => cache.clear();
  const keep = (url: string, requestedAt: number, duringPut?: () => Promise<void>) =>
    guard.keep(
      requestedAt,
      async () => {
        await duringPut?.();
        cache.add(url);
      },
      async () => cache.delete(url),
    );
  return { guard, cache, at, emptyCaches, keep };
}

describe('answers and sign-out, in the service worker', () => {
  it('keeps an answer to a request made after the last sign-out', async () => {
    const { guard, cache, at, emptyCaches, keep } = setUp();
    at(10);
    await guard.cleared(emptyCaches);
    at(11);
    await keep('/api/walls/w1', 11);
    expect([...cache]).toEqual(['/api/walls/w1']);
  });

  it('keeps no answer that arrives after the sign-out to a request made before it', async () => {
    const { guard, cache, at, emptyCaches, keep } = setUp();
    at(5); // the histogram is asked for, signed in
    at(10);
    await guard.cleared(emptyCaches);
    at(12); // its answer arrives
    await keep('/api/walls/w1/grade-histogram?angle=40', 5);
    expect([...cache]).toEqual([]);
  });

  it('takes the answer out again when the sign-out came while it was being put', async () => {
    const { guard, cache, at, emptyCaches, keep } = setUp();
    at(5);
    await keep('/api/walls/w1/grade-histogram?angle=40', 5, async () => {
      // The check before the put passed; the caches are emptied before the put lands.
      at(10);
      await guard.cleared(emptyCaches);
    });
    expect([...cache]).toEqual([]);
  });

  it('empties the caches of what was kept before the sign-out, and keeps the worker its own fetches', async () => {
    const { guard, cache, at, emptyCaches, keep } = setUp();
    at(1);
    await keep('/api/walls/w1', 1);
    at(10);
    await guard.cleared(emptyCaches);
    expect([...cache]).toEqual([]);
    expect(guard.mayKeep(undefined)).toBe(true);
  });
});
