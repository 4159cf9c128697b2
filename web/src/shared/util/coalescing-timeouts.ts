import type { ManagedTimerId, TimeoutProvider } from '@tanstack/react-query';

/** Timers this long or longer share one browser timer; shorter ones (retries) keep their own. */
export const COALESCE_FROM_MS = 1000;

interface Waiting {
  at: number;
  callback: () => void;
}

/**
 * TanStack Query's long timers (30-s staleness, 5-min garbage collection) kept in one browser
 * timer set for the earliest of them. Every query a page mounts sets and clears a few: on the
 * climb page's first commit ~50 browser timer calls, each costly where the page is traced (a
 * phone's profiler, Lighthouse). Ids of coalesced timers are negative numbers; the browser's are not.
 * The browser's timer functions are looked up at each call, so tests' fake timers drive it too.
 */
export function coalescingTimeouts(): TimeoutProvider<ManagedTimerId> {
  const waiting = new Map<number, Waiting>();
  let lastId = 0;
  let wake: { at: number; handle: number } | null = null;

  const armFor = (at: number) => {
    if (wake && wake.at <= at) return;
    if (wake) globalThis.clearTimeout(wake.handle);
    wake = { at, handle: globalThis.setTimeout(fire, Math.max(0, at - Date.now())) as unknown as number };
  };
  function fire() {
    wake = null;
    const now = Date.now();
    const due: Waiting[] = [];
    let next = Infinity;
    for (const [id, timer] of waiting) {
      if (timer.at > now) next = Math.min(next, timer.at);
      else {
        due.push(timer);
        waiting.delete(id);
      }
    }
    if (next < Infinity) armFor(next);
    for (const timer of due) {
      try {
        timer.callback();
      } catch (error) {
        // As a browser timer's would: reported, and the other timers still run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCE_FROM_MS)) return globalThis.setTimeout(callback, delay) as ManagedTimerId;
      const id = --lastId;
      const at = Date.now() + delay;
      waiting.set(id, { at, callback });
      armFor(at);
      return id;
    },
    clearTimeout(id) {
      // A cleared coalesced timer leaves the shared one set: it finds nothing due and sets itself again.
      if (id === undefined) return;
      if (typeof id === 'number' && id < 0) waiting.delete(id);
      else globalThis.clearTimeout(id as Parameters<typeof clearTimeout>[0]);
    },
    setInterval: (callback, delay) => globalThis.setInterval(callback, delay) as ManagedTimerId,
    clearInterval: (id) => globalThis.clearInterval(id as Parameters<typeof clearInterval>[0]),
  };
}
