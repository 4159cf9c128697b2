/** The offline write queue: what features, pages and the app shell use of it. */
export { clearOfflineQueue, discardWrite, amendWrite } from './offline-queue';
export { sendOrQueue } from './send-write';
export { useQueuedWrites } from './use-queued-writes';
export { OfflineQueueSender } from './offline-queue-sender';
export { PendingClock } from './pending-clock';
export { PendingWrites } from './pending-writes';
export type { QueuedWrite } from './queued-write';
