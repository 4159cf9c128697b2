import { onlineManager, QueryClient, timeoutManager } from '@tanstack/react-query';
import { coalescingTimeouts } from '../util/coalescing-timeouts';
import { ApiError } from './api-client';
import { isReachable, onReachabilityChange } from './reachability';

let timersCoalesced = false;

/**
 * The app's query client. `onWriteError` shows a failed action (the spec's 'Error' dialog, handed in by
 * main.tsx: this file sits below the components and never imports them) unless the caller handles it.
 */
export function createQueryClient({ onWriteError }: { onWriteError: (error: unknown) => void }) {
  // Once, before any query sets a timer (the manager is global to the page).
  if (!timersCoalesced) timeoutManager.setTimeoutProvider(coalescingTimeouts());
  timersCoalesced = true;
  // The manager follows whether the server can be reached (reachability.ts), not only the browser's online
  // and offline events: an app started without a network would never hear an 'offline' event, and a Wi-Fi
  // without internet none at all. Each time it turns reachable, what failed on screen is asked again.
  onlineManager.setEventListener((setOnline) => {
    setOnline(isReachable());
    return onReachabilityChange(() => setOnline(isReachable()));
  });
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline a query still asks: the service worker answers with what it kept of this page.
        networkMode: 'offlineFirst',
        // A 4xx will not get better by asking again, nor a page the phone has not kept while offline
        // (asking again would wait for the network, and the page would spin instead of saying so).
        retry: (count, error) =>
          !(error instanceof ApiError && error.status < 500) && count < 2 && isReachable(),
        refetchOnWindowFocus: false,
      },
      mutations: {
        onError: onWriteError,
      },
    },
  });
}
