import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestWinsThrottle } from './latest-wins-throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('latestWinsThrottle', () => {
  it('runs the first call at once', () => {
    const run = vi.fn();
    latestWinsThrottle(run, 1000).call('a');
    expect(run).toHaveBeenCalledExactlyOnceWith('a');
  });

  it('runs at most once a second, and of the calls in between only the latest', () => {
    const run = vi.fn();
    const throttle = latestWinsThrottle(run, 1000);
    throttle.call('a');
    throttle.call('b');
    throttle.call('c');
    vi.advanceTimersByTime(999);
    expect(run.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['a'], ['c']]);
    throttle.call('d');
    vi.advanceTimersByTime(500);
    expect(run.mock.calls).toHaveLength(2);
    vi.advanceTimersByTime(500);
    expect(run.mock.calls).toEqual([['a'], ['c'], ['d']]);
  });

  it('runs a call at once again when a second has passed since the last run', () => {
    const run = vi.fn();
    const throttle = latestWinsThrottle(run, 1000);
    throttle.call('a');
    vi.advanceTimersByTime(1500);
    throttle.call('b');
    expect(run.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops a waiting call when cancelled', () => {
    const run = vi.fn();
    const throttle = latestWinsThrottle(run, 1000);
    throttle.call('a');
    throttle.call('b');
    throttle.cancel();
    vi.advanceTimersByTime(5000);
    expect(run.mock.calls).toEqual([['a']]);
  });
});
