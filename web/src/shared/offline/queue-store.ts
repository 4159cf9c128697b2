import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedWrite } from './queued-write';

interface QueueSchema extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { account: string } };
}

let database: Promise<IDBPDatabase<QueueSchema>> | null = null;

/** The queue's IndexedDB store: kept across reloads, app updates and restarts, unlike memory or a cache. */
function open() {
  database ??= openDB<QueueSchema>('spraybook-offline-queue', 1, {
    upgrade(db) {
      const writes = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
      writes.createIndex('account', 'accountId');
    },
  });
  return database;
}

/** Persistence only: what the queue means is in offline-queue.ts. */
export const queueStore = {
  async add(write: Omit<QueuedWrite, 'seq'>) {
    // The store's key generator fills `seq`, counting up: the order writes were made in.
    return (await open()).add('writes', write as QueuedWrite);
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
