import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../data/auth-context';
import { isReachable, onReachabilityChange } from '../data/reachability';
import { askForBackgroundSync, onBackgroundSync } from './background-sync';
import { onQueueChange } from './offline-queue';
import { sendQueue } from './send-queue';

const BUSY_AGAIN_MS = 60_000;

/**
 * Sends the signed-in account's queued writes: when the app starts or that account signs in, when the server
 * can be reached again, when the app returns to the screen, when the browser's Background Sync fires, and when a write
 * joins the queue while online. Each sent write refreshes what its route changes (`WRITE_REFRESHES`).
 */
export function OfflineQueueSender() {
  const accountId = useAuth().oidcUser?.profile.sub;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountId) return;
    let again: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (!isReachable()) return;
      clearTimeout(again);
      void sendQueue(accountId, queryClient).then(
        // A key still busy after the flush's own back-off: try once more a while later.
        (result) => {
          if (result === 'busy') again = setTimeout(flush, BUSY_AGAIN_MS);
        },
      );
    };
    const onScreen = () => document.visibilityState === 'visible' && flush();
    flush();
    // The server reachable again: the browser's 'online' event, or a probe answering on a Wi-Fi without internet.
    const stopReachability = onReachabilityChange(flush);
    document.addEventListener('visibilitychange', onScreen);
    const stopSync = onBackgroundSync(flush);
    const stop = onQueueChange((reason) => {
      if (reason !== 'added') return;
      askForBackgroundSync();
      flush();
    });
    return () => {
      clearTimeout(again);
      stopReachability();
      document.removeEventListener('visibilitychange', onScreen);
      stopSync();
      stop();
    };
  }, [accountId, queryClient]);
  return null;
}
