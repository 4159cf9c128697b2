import { serviceWorkers } from '../util/secure-context';
import { SEND_QUEUE } from './cache-names';

/** Background Sync's part of a registration, where the browser has it (Chromium): not in TypeScript's DOM types. */
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to fire a sync event once it has a connection again, where it has Background Sync. The
 * worker then tells the open pages to send the queue (the access token lives in the page, not the worker):
 * a page the phone froze in the background while the signal came back missed its `online` event, and hears
 * this on waking. Without Background Sync, the `online` event, the app's start and its return to the screen
 * do it alone, as on a page that is not a secure context (no worker at all).
 */
export function askForBackgroundSync() {
  const worker = serviceWorkers();
  if (!worker) return;
  void worker.ready
    .then((registration) => (registration as WithSync).sync?.register(SEND_QUEUE))
    .catch(() => undefined);
}

/** Calls `send` whenever the worker passes on the browser's sync event. Returns the function that stops. */
export function onBackgroundSync(send: () => void): () => void {
  const worker = serviceWorkers();
  if (!worker) return () => undefined;
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SEND_QUEUE) send();
  };
  worker.addEventListener('message', listener);
  return () => worker.removeEventListener('message', listener);
}
