import { ApiError } from '../../lib/api-client';
import { onClearOfflineData } from './clear-offline-data';
import { queueStore } from './queue-store';
import type { NewWrite, QueuedWrite } from './queued-write';

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

/** A fresh idempotency key for one write. */
export const newWriteKey = () => crypto.randomUUID();

/** Keeps `write` to send later, behind every write made before it. */
export async function enqueue(write: NewWrite) {
  const seq = await queueStore.add({
    ...write,
    key: write.key ?? newWriteKey(),
    tried: write.tried ?? false,
    created: new Date().toISOString(),
    state: 'pending',
  });
  changed('added');
  return seq;
}

/** The account's queued writes, in the order they are sent. */
export const queuedWrites = (accountId: string) => queueStore.list(accountId);

/** Changes what a write that has not been sent yet will send (an edit of a tick still waiting). */
export async function amendWrite(seq: number, body: unknown) {
  const write = await queueStore.get(seq);
  if (!write) return;
  await queueStore.put({ ...write, body });
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

export type SendWrite = (write: QueuedWrite) => Promise<unknown>;
export type FlushResult = 'sent' | 'offline' | 'signed-out';

let flushing: Promise<FlushResult> | null = null;

/**
 * Sends the account's pending writes one at a time, in order, each with its own key. A refused write (4xx) is kept
 * as failed with the server's detail, for the climber to read, and the next one goes; a 401 (the session ended)
 * stops and keeps the rest for when the account signs in again; no answer or a 5xx stops and keeps the rest for
 * the next try. One flush runs at a time: a second call waits for the running one.
 */
export function flushQueue(
  accountId: string,
  send: SendWrite,
  onSent: (write: QueuedWrite) => void = () => {},
) {
  flushing ??= (async (): Promise<FlushResult> => {
    // Writes made while a pass runs are sent by the next pass; a pass ends each write as sent or failed.
    for (;;) {
      const pending = (await queueStore.list(accountId)).filter((w) => w.state === 'pending');
      if (pending.length === 0) return 'sent';
      for (const write of pending) {
        const stop = await sendOne(write, send, onSent);
        if (stop) return stop;
      }
    }
  })().finally(() => (flushing = null));
  return flushing;
}

/** Sends one write and settles it; answers why the flush must stop, if it must. */
async function sendOne(listed: QueuedWrite, send: SendWrite, onSent: (write: QueuedWrite) => void) {
  // Read again: it may have been discarded or amended while earlier writes were sent.
  const write = await queueStore.get(listed.seq);
  if (write?.state !== 'pending') return null;
  if (!write.tried) await queueStore.put({ ...write, tried: true });
  try {
    await send(write);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    if (later(error)) return 'offline';
    await queueStore.put({ ...write, tried: true, state: 'failed', message: (error as ApiError).detail });
    changed();
    return null;
  }
  await queueStore.remove(write.seq);
  changed();
  onSent(write);
  return null;
}
