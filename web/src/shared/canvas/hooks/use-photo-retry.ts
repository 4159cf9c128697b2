import { useCallback, useEffect, useState } from 'react';
import { isReachable, onReachabilityChange } from '../../data/reachability';

/**
 * After the signal comes back, a photo that fails again is tried again after these waits before it is
 * called failed: the first request may still meet the old network (the service worker's fetch lost the
 * race with the server turning reachable, seen in a journey; a phone's Wi-Fi coming back flaps too).
 */
export const RECONNECT_RETRY_WAITS_MS = [1000, 3000, 9000];

/**
 * Whether the photo at `url` failed, and the attempt its <img> is on (its key: a new attempt is a new
 * element, so a new request). A photo that fails while the server is out of reach (reachability.ts) is not
 * called failed: it is tried again when it can be reached, so a climber who opened a climb without signal sees the
 * photo once the signal is back. Only a photo that still fails online, after the waits above, is failed.
 * A new `url` (another photo, or a private one's fresh signature) starts afresh.
 */
export function usePhotoRetry(url: string | undefined) {
  const [failure, setFailure] = useState<{ url: string; online: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Retries left since the signal came back, and the wait before the next one while one is due.
  const [retriesLeft, setRetriesLeft] = useState(0);
  const [wait, setWait] = useState<number | null>(null);
  const current = failure !== null && failure.url === url ? failure : null;

  const failedHere = current !== null;
  useEffect(() => {
    if (!failedHere) return;
    const retry = () => {
      setFailure(null);
      setAttempt((n) => n + 1);
      setRetriesLeft(RECONNECT_RETRY_WAITS_MS.length);
    };
    return onReachabilityChange(() => isReachable() && retry());
  }, [failedHere]);

  useEffect(() => {
    if (wait === null) return;
    const id = window.setTimeout(() => {
      setWait(null);
      setAttempt((n) => n + 1);
    }, wait);
    return () => window.clearTimeout(id);
  }, [wait]);

  const onError = useCallback(() => {
    if (!url) return;
    if (isReachable() && retriesLeft > 0) {
      setWait(RECONNECT_RETRY_WAITS_MS[RECONNECT_RETRY_WAITS_MS.length - retriesLeft]!);
      setRetriesLeft(retriesLeft - 1);
      return;
    }
    setFailure({ url, online: isReachable() });
  }, [url, retriesLeft]);

  return { attempt, failed: current?.online === true, onError };
}
