import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../data/invalidation';
import { flushQueue } from './offline-queue';
import { sendQueuedWrite } from './send-write';
import { refreshOf } from './write-refreshes';

/**
 * Sends the account's queued writes (`flushQueue`), each under its own key; each one sent refreshes what its
 * route changes, looked up in `WRITE_REFRESHES`, so a write an older build kept refreshes as a new one does.
 */
export const sendQueue = (accountId: string, queryClient: QueryClient) =>
  flushQueue(accountId, sendQueuedWrite, (write) => void refreshAfter(queryClient, refreshOf(write.route)));
