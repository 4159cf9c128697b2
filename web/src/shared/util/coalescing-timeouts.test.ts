import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_FROM_MS, coalescingTimeouts } from './coalescing-timeouts';

describe('coalescingTimeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each long timer at its own time from one browser timer', () => {
    const timers = coalescingTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('gc'), 300_000);
    timers.setTimeout(() => ran.push('stale a'), 30_000);
    timers.setTimeout(() => ran.push('stale b'), 30_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['stale a', 'stale b']);
    vi.advanceTimersByTime(270_000);
    expect(ran).toEqual(['stale a', 'stale b', 'gc']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs a cleared timer, and clearing sets no browser timer', () => {
    const timers = coalescingTimeouts();
    const ran: string[] = [];
    const first = timers.setTimeout(() => ran.push('first'), 5_000);
    timers.setTimeout(() => ran.push('second'), 10_000);
    timers.clearTimeout(first);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(['second']);
  });

  it('moves the browser timer earlier for a sooner timer set later', () => {
    const timers = coalescingTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('late'), 60_000);
    timers.setTimeout(() => ran.push('soon'), 2_000);
    vi.advanceTimersByTime(2_000);
    expect(ran).toEqual(['soon']);
  });

  it('leaves short timers (retries) to the browser, each its own', () => {
    const timers = coalescingTimeouts();
    const ran: number[] = [];
    const id = timers.setTimeout(() => ran.push(1), COALESCE_FROM_MS - 1);
    expect(Number(id)).toBeGreaterThan(0);
    timers.setTimeout(() => ran.push(2), 0);
    expect(vi.getTimerCount()).toBe(2);
    timers.clearTimeout(id);
    vi.advanceTimersByTime(COALESCE_FROM_MS);
    expect(ran).toEqual([2]);
  });

  it('runs the other due timers when one throws', () => {
    const timers = coalescingTimeouts();
    const ran: string[] = [];
    const thrown = vi.fn();
    const realQueue = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (task) => {
      try {
        task();
      } catch (error) {
        thrown(error);
      }
    };
    try {
      timers.setTimeout(() => {
        throw new Error('broken');
      }, 5_000);
      timers.setTimeout(() => ran.push('after'), 5_000);
      vi.advanceTimersByTime(5_000);
    } finally {
      globalThis.queueMicrotask = realQueue;
    }
    expect(ran).toEqual(['after']);
    expect(thrown).toHaveBeenCalledWith(new Error('broken'));
  });
});
