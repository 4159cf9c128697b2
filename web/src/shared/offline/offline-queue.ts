import { IDEMPOTENCY_ALREADY_DONE_CODE, IDEMPOTENCY_IN_PROGRESS_CODE } from '@spraybook/contract/plain';
import { ApiError } from '../data/api-client';
import { onClearOfflineData } from './clear-offline-data';
import { repeatsWrite } from './duplicate-write';
import { queueStore } from './queue-store';
import type { NewWrite, QueuedWrite, WriteRequest } from './queued-write';

type Listener = (reason: 'added' | 'changed') => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever the queue changes: 'added' when a write joins it (a reason to send). */
export function onQueueChange(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function changed(reason: 'added' | 'changed' = 'changed') {
  for (const listener of listeners) listener(reason);
}

/**
 * Keeps `write` to send later, behind every write made before it, unless it repeats one still waiting (the same
 * intent, or the same write made within seconds: `repeatsWrite`), which then stands for both.
 */
export async function enqueue(write: NewWrite & { key: string }) {
  const now = Date.now();
  const { confirmed: _confirmed, ...kept } = write;
  const { seq, added } = await queueStore.addUnless(
    {
      ...kept,
      tried: write.tried ?? false,
      created: new Date(now).toISOString(),
      state: 'pending',
    },
    (earlier) => repeatsWrite(earlier, write, now),
  );
  if (added) changed('added');
  return seq;
}

/** The account's queued writes, in the order they are sent. */
export const queuedWrites = (accountId: string) => queueStore.list(accountId);

/**
 * Changes what a write that has not been sent yet will send (an edit of a tick still waiting): `request` replaces
 * its parameters and body, when it is of the same route.
 */
export async function amendWrite(seq: number, request: WriteRequest) {
  const write = await queueStore.get(seq);
  if (write?.route !== request.route) return;
  const { route: _route, params: _params, body: _body, ...kept } = write;
  await queueStore.put({ ...kept, ...request });
  changed();
}

/** Drops one write: the climber discarded it, or removed the waiting tick it would create. */
export async function discardWrite(seq: number) {
  await queueStore.remove(seq);
  changed();
}

/** Forgets every write `accountId` left on this device: signing out of it. */
export async function clearOfflineQueue(accountId: string) {
  await queueStore.clear(accountId);
  changed();
}
// Signing out empties the account's queue along with its cached answers.
onClearOfflineData(clearOfflineQueue);

/** The server stays away, or answered that it could not take the write now: try again later. */
const later = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/**
 * What a 409 about the write's key means: `busy`, a request with its key still runs (one the line dropped, a
 * copy the proxy sent on, another tab's), so send it again in a moment with the same key; `done`, the server
 * has it (its first request was saved, its answer lost with a server that stopped): nothing to send again.
 */
export function keyVerdict(error: unknown): 'busy' | 'done' | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.code === IDEMPOTENCY_IN_PROGRESS_CODE) return 'busy';
  return error.code === IDEMPOTENCY_ALREADY_DONE_CODE ? 'done' : null;
}

/**
 * How long a flush waits before sending a write whose key is busy again, after `tries` busy answers: 1 s doubling
 * to 16 s. A key stays busy until its request answers or its server is found stopped (30 s on the server).
 */
export const busyRetryDelay = (tries: number) => 1000 * 2 ** Math.min(tries, 4);
/** Busy answers in a row after which a flush stops and leaves the write for the next one (about 1 minute). */
const BUSY_TRIES = 6;

export type SendWrite = (write: QueuedWrite) => Promise<unknown>;
export type FlushResult = 'sent' | 'offline' | 'signed-out' | 'busy';

let flushing: Promise<FlushResult> | null = null;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the account's pending writes one at a time, in order, each with its own key. A refused write (4xx) is kept
 * as failed with the server's detail, for the climber to read, and the next one goes; a 401 (the session ended)
 * stops and keeps the rest for when the account signs in again; no answer or a 5xx stops and keeps the rest for
 * the next try. A write whose key is busy (409 `in_progress`) is sent again after a back-off (`busyRetryDelay`),
 * never marked failed; one the server already has (409 `already_done`) counts as sent. One flush runs at a time:
 * a second call waits for the running one.
 */
export function flushQueue(
  accountId: string,
  send: SendWrite,
  onSent: (write: QueuedWrite) => void = () => {},
  wait: (ms: number) => Promise<void> = pause,
) {
  flushing ??= (async (): Promise<FlushResult> => {
    // Writes made while a pass runs are sent by the next pass; a pass ends each write as sent or failed.
    let busy = 0;
    let busySeq: number | undefined;
    for (;;) {
      const pending = (await queueStore.list(accountId)).filter((w) => w.state === 'pending');
      if (pending.length === 0) return 'sent';
      let stop: FlushResult | null = null;
      let stoppedAt: number | undefined;
      for (const write of pending) {
        stop = await sendOne(write, send, onSent);
        stoppedAt = write.seq;
        if (stop) break;
      }
      if (stop !== 'busy') {
        if (stop) return stop;
        continue;
      }
      // Each write gets its own back-off.
      if (stoppedAt !== busySeq) [busy, busySeq] = [0, stoppedAt];
      if (busy >= BUSY_TRIES) return 'busy';
      // The order holds: the busy write and those after it wait; it goes first in the next pass.
      await wait(busyRetryDelay(busy++));
    }
  })().finally(() => (flushing = null));
  return flushing;
}

/** Sends one write and settles it; answers why the flush must stop, if it must. */
async function sendOne(
  listed: QueuedWrite,
  send: SendWrite,
  onSent: (write: QueuedWrite) => void,
): Promise<FlushResult | null> {
  // Read again: it may have been discarded or amended while earlier writes were sent.
  const write = await queueStore.get(listed.seq);
  if (write?.state !== 'pending') return null;
  if (!write.tried) await queueStore.put({ ...write, tried: true });
  try {
    await send(write);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    const verdict = keyVerdict(error);
    if (verdict === 'busy') return 'busy';
    if (later(error)) return 'offline';
    if (verdict !== 'done') {
      await queueStore.put({ ...write, tried: true, state: 'failed', message: (error as ApiError).detail });
      changed();
      return null;
    }
  }
  await queueStore.remove(write.seq);
  changed();
  onSent(write);
  return null;
}
