import { onlineManager, QueryClient, timeoutManager } from '@tanstack/react-query';
import { coalescingTimeouts } from '../util/coalescing-timeouts';
import { ApiError } from './api-client';

let timersCoalesced = false;

/**
 * The app's query client. `onWriteError` shows a failed action (the spec's 'Error' dialog, handed in by
 * main.tsx: this file sits below the components and never imports them) unless the caller handles it.
 */
export function createQueryClient({ onWriteError }: { onWriteError: (error: unknown) => void }) {
  // Once, before any query sets a timer (the manager is global to the page).
  if (!timersCoalesced) timeoutManager.setTimeoutProvider(coalescingTimeouts());
  timersCoalesced = true;
  // The manager assumes a network until an 'offline' event: an app started without one (at the wall, in a
  // basement) would never hear it, and the 'online' event later would change nothing, so nothing that failed
  // would be asked again on reconnect.
  onlineManager.setOnline(navigator.onLine !== false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline a query still asks: the service worker answers with what it kept of this page.
        networkMode: 'offlineFirst',
        // A 4xx will not get better by asking again, nor a page the phone has not kept while offline
        // (asking again would wait for the network, and the page would spin instead of saying so).
        retry: (count, error) =>
          !(error instanceof ApiError && error.status < 500) && count < 2 && navigator.onLine,
        refetchOnWindowFocus: false,
      },
      mutations: {
        onError: onWriteError,
      },
    },
  });
}
