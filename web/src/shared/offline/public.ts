/** The offline write queue: what features, pages and the app shell use of it. */
export { clearOfflineQueue, discardWrite, amendWrite } from './offline-queue';
export { sendOrQueue } from './send-write';
export { useRefreshAfterWrite } from './use-refresh-after-write';
export { useQueuedWrites } from './use-queued-writes';
export { OfflineQueueSender } from './offline-queue-sender';
export { PendingClock } from './pending-clock';
export { PendingWrites } from './pending-writes';
export { PendingWriteList } from './pending-write-list';
export { SAVED_ON_PHONE, SENT_WHEN_ONLINE } from './texts';
export type { QueuedWrite, WriteRequest } from './queued-write';
