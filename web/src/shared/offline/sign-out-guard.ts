/**
 * Sign-out and answers still on their way (issue 43, a flaky privacy race): the service worker keeps no
 * answer to a request made before the last sign-out emptied its caches, whenever that answer arrives.
 * Checking before the put is not enough: the sign-out can come between the check and the put, so each
 * put is checked again once done and its entry removed. The worker empties the caches itself when told
 * (`cleared` first, then the deletes), so no put can land between a page's delete and the worker hearing
 * of it. Times are the worker's clock (`performance.now()`, which an event's `timeStamp` shares).
 */
export interface SignOutGuard {
  /** Whether an answer to a request made at `requestedAt` may be kept (no time: a request of the worker's own). */
  mayKeep(requestedAt: number | undefined): boolean;
  /** Keeps an answer with `put`, then takes it out with `remove` if a sign-out came meanwhile. */
  keep(
    requestedAt: number | undefined,
    put: () => Promise<void>,
    remove: () => Promise<unknown>,
  ): Promise<void>;
  /** A sign-out: from now on earlier requests' answers are not kept; then `emptyCaches` runs. */
  cleared(emptyCaches: () => Promise<unknown>): Promise<void>;
}

export function signOutGuard(now: () => number): SignOutGuard {
  let clearedAt = -Infinity;
  const mayKeep = (requestedAt: number | undefined) => requestedAt === undefined || requestedAt > clearedAt;
  return {
    mayKeep,
    async keep(requestedAt, put, remove) {
      if (!mayKeep(requestedAt)) return;
      await put();
      if (!mayKeep(requestedAt)) await remove();
    },
    async cleared(emptyCaches) {
      clearedAt = now();
      await emptyCaches();
    },
  };
}
