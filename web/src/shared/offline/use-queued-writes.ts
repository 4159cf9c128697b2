import { useEffect, useState } from 'react';
import { useAuth } from '../data/auth-context';
import { onQueueChange, queuedWrites } from './offline-queue';
import type { QueuedWrite } from './queued-write';

/** One empty list, so a visitor's "none" is the same state each time and re-renders nothing. */
const NONE: QueuedWrite[] = [];

/** The signed-in account's queued writes, kept up to date; none for a visitor or another account's queue. */
export function useQueuedWrites(): QueuedWrite[] {
  const accountId = useAuth().oidcUser?.profile.sub;
  const [writes, setWrites] = useState<QueuedWrite[]>(NONE);
  useEffect(() => {
    if (!accountId) {
      setWrites(NONE);
      return;
    }
    let active = true;
    const load = () => void queuedWrites(accountId).then((w) => active && setWrites(w));
    load();
    const stop = onQueueChange(load);
    return () => {
      active = false;
      stop();
    };
  }, [accountId]);
  return writes;
}
