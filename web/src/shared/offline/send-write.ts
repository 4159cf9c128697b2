import { api, ApiError, type RouteAnswer } from '../data/api-client';
import { isReachable } from '../data/reachability';
import { randomId } from '../util/random-id';
import { enqueue, keyVerdict, queuedWrites } from './offline-queue';
import type { NewWrite, WriteRequest } from './queued-write';
import type { QueueableRoute } from './write-refreshes';

/**
 * Sends a queued write under its own key. The write is the request `api()` types for its route (its params and
 * body), so no cast stands between them; what else the queue keeps of it, `api()` does not read.
 */
export const sendQueuedWrite = <N extends QueueableRoute>(write: WriteRequest<N> & Pick<NewWrite, 'key'>) =>
  api(write.route, { ...write, idempotencyKey: write.key });

export type Sent<N extends QueueableRoute> = { queued: false; answer: RouteAnswer<N> } | { queued: true };

/**
 * Sends a write now when it can, else keeps it in the queue: without signal, when earlier writes of the account
 * still wait (so the order holds), when the request got no answer, or when its key was busy or already done
 * (409 `in_progress`, `already_done`). The server's refusals still throw, as any call's do.
 */
export async function sendOrQueue<N extends QueueableRoute>(
  // The route's own write (its answer's type) and the queue's union (what `enqueue` keeps): one value, both types.
  write: { route: N } & NewWrite<N> & NewWrite,
): Promise<Sent<N>> {
  // The intent's key when the caller made one (a tap sent again is the same write), else this write's own: the
  // one place a queued write's key is made.
  const keyed = { ...write, key: write.key ?? randomId() };
  const waiting = (await queuedWrites(write.accountId)).some((w) => w.state === 'pending');
  if (!isReachable() || waiting) {
    await enqueue(keyed);
    return { queued: true };
  }
  try {
    return { queued: false, answer: await sendQueuedWrite<N>(keyed) };
  } catch (error) {
    // No answer: the server may have stored it, so the retry carries the same key. Nor does a 409 about the
    // key refuse the write: busy, the queue sends it again in a moment; done, the queue's send hears so and
    // refreshes what it changed.
    if (error instanceof ApiError && !keyVerdict(error)) throw error;
    await enqueue({ ...keyed, tried: true });
    return { queued: true };
  }
}
