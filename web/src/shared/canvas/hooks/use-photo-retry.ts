import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the photo at `url` failed, and the attempt its <img> is on (its key: a new attempt is a new
 * element, so a new request). A photo that fails while the phone is offline is not called failed: it is
 * tried again when the 'online' event fires, so a climber who opened a climb without signal sees the
 * photo once the signal is back. Only a photo that still fails online is failed. A new `url` (another
 * photo, or a private one's fresh signature) starts afresh.
 */
export function usePhotoRetry(url: string | undefined) {
  const [failure, setFailure] = useState<{ url: string; online: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = failure !== null && failure.url === url ? failure : null;

  const failedHere = current !== null;
  useEffect(() => {
    if (!failedHere) return;
    const retry = () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failedHere]);

  const onError = useCallback(() => {
    if (url) setFailure({ url, online: navigator.onLine });
  }, [url]);

  return { attempt, failed: current?.online === true, onError };
}
