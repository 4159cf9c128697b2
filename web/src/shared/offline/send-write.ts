import type { RouteName } from '@spraybook/contract/plain';
import { api, ApiError } from '../../lib/api-client';
import { enqueue, newWriteKey, queuedWrites } from './offline-queue';
import type { NewWrite, QueuedWrite } from './queued-write';

/** Sends a queued write with its own key (api() is typed per route; the queue holds any of them). */
export const sendQueuedWrite = (write: Pick<QueuedWrite, 'route' | 'params' | 'body' | 'key'>) =>
  api(write.route, { params: write.params, body: write.body, idempotencyKey: write.key } as never);

export type Sent<N extends RouteName> =
  { queued: false; answer: Awaited<ReturnType<typeof api<N>>> } | { queued: true };

/**
 * Sends a write now when it can, else keeps it in the queue: without signal, when earlier writes of the account
 * still wait (so the order holds), or when the request got no answer. The server's refusals still throw, as any
 * call's do.
 */
export async function sendOrQueue<N extends RouteName>(write: NewWrite & { route: N }): Promise<Sent<N>> {
  const waiting = (await queuedWrites(write.accountId)).some((w) => w.state === 'pending');
  if (!navigator.onLine || waiting) {
    await enqueue(write);
    return { queued: true };
  }
  const key = newWriteKey();
  try {
    return { queued: false, answer: (await sendQueuedWrite({ ...write, key })) as Sent<N> & never };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // No answer: the server may have stored it, so the retry carries the same key.
    await enqueue({ ...write, key, tried: true });
    return { queued: true };
  }
}
