import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-context';
import { refreshAfter } from '../../lib/invalidation';
import { askForBackgroundSync, onBackgroundSync } from './background-sync';
import { flushQueue, onQueueChange } from './offline-queue';
import { sendQueuedWrite } from './send-write';

/**
 * Sends the signed-in account's queued writes: when the app starts or that account signs in, when the network
 * comes back, when the app returns to the screen, when the browser's Background Sync fires, and when a write
 * joins the queue while online. Each sent write refreshes what it changed.
 */
export function OfflineQueueSender() {
  const accountId = useAuth().oidcUser?.profile.sub;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountId) return;
    const flush = () => {
      if (!navigator.onLine) return;
      void flushQueue(accountId, sendQueuedWrite, (write) => void refreshAfter(queryClient, write.change));
    };
    const onScreen = () => document.visibilityState === 'visible' && flush();
    flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onScreen);
    const stopSync = onBackgroundSync(flush);
    const stop = onQueueChange((reason) => {
      if (reason !== 'added') return;
      askForBackgroundSync();
      flush();
    });
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onScreen);
      stopSync();
      stop();
    };
  }, [accountId, queryClient]);
  return null;
}
