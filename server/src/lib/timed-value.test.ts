import { describe, expect, it, vi } from 'vitest';
import { TimedValue } from './timed-value.ts';

describe('a timed value', () => {
  it('is computed once while fresh, then again once it has expired', async () => {
    let now = 0;
    const value = new TimedValue<number>(1000, () => now);
    const compute = vi.fn(async () => now);
    expect(await value.get(compute)).toBe(0);
    now = 999;
    expect(await value.get(compute)).toBe(0);
    now = 1000;
    expect(await value.get(compute)).toBe(1000);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation between requests that arrive while it runs', async () => {
    const value = new TimedValue<string>(1000);
    const compute = vi.fn(async () => 'wall');
    expect(await Promise.all([value.get(compute), value.get(compute)])).toEqual(['wall', 'wall']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing with no time to live, nor a failure, nor a value cleared', async () => {
    const none = new TimedValue<number>(0);
    const compute = vi.fn(async () => 1);
    await none.get(compute);
    await none.get(compute);
    expect(compute).toHaveBeenCalledTimes(2);

    const value = new TimedValue<number>(1000);
    await expect(value.get(() => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await value.get(async () => 2)).toBe(2);
    value.clear();
    expect(await value.get(async () => 3)).toBe(3);
  });
});
