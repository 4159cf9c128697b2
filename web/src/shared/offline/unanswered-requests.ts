import { noteNetworkFailure } from '../data/reachability';
import { serviceWorkers } from '../util/secure-context';
import { SERVER_UNANSWERED } from './cache-names';

/**
 * Once, at start: the worker's word that a request of this page got no answer (sw.ts; it may have given a kept
 * copy instead, which says nothing of the server) makes the server out of reach here too, so the page's
 * 'Offline' state shows on a Wi-Fi without internet as it does with no signal.
 */
export function listenForUnansweredRequests(workers: EventTarget | undefined = serviceWorkers()) {
  workers?.addEventListener('message', (event) => {
    if (((event as MessageEvent).data as { type?: string } | null)?.type === SERVER_UNANSWERED)
      noteNetworkFailure();
  });
}
