import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedWrite, UnsavedWrite } from './queued-write';

interface QueueSchema extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { account: string } };
}

/** The IndexedDB database the queue is kept in, under this name since the first build that queued. */
export const QUEUE_DATABASE = 'spraybook-offline-queue';

let database: Promise<IDBPDatabase<QueueSchema>> | null = null;

/** The queue's IndexedDB store: kept across reloads, app updates and restarts, unlike memory or a cache. */
function open() {
  database ??= openDB<QueueSchema>(QUEUE_DATABASE, 1, {
    upgrade(db) {
      const writes = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
      writes.createIndex('account', 'accountId');
    },
  });
  return database;
}

/** Persistence only: what the queue means is in offline-queue.ts. */
export const queueStore = {
  /**
   * Adds `write` unless one of its account's writes `repeats` it; answers the added or the repeated write's
   * `seq`. One transaction: two taps' writes arriving together cannot both find the queue without the other.
   */
  async addUnless(write: UnsavedWrite, repeats: (earlier: QueuedWrite) => boolean) {
    const tx = (await open()).transaction('writes', 'readwrite');
    const earlier = (await tx.store.index('account').getAll(write.accountId)).find(repeats);
    // The store's key generator fills `seq`, counting up: the order writes were made in.
    const seq = earlier ? earlier.seq : await tx.store.add(write as QueuedWrite);
    await tx.done;
    return { seq, added: !earlier };
  },
  async get(seq: number) {
    return (await open()).get('writes', seq);
  },
  /** The account's writes, oldest first (an index lists equal keys in primary-key order). */
  async list(accountId: string) {
    return (await open()).getAllFromIndex('writes', 'account', accountId);
  },
  async put(write: QueuedWrite) {
    await (await open()).put('writes', write);
  },
  async remove(seq: number) {
    await (await open()).delete('writes', seq);
  },
  async clear(accountId: string) {
    const tx = (await open()).transaction('writes', 'readwrite');
    for (const seq of await tx.store.index('account').getAllKeys(accountId)) await tx.store.delete(seq);
    await tx.done;
  },
};
