import { useSyncExternalStore } from 'react';
import { isReachable, onReachabilityChange } from '../data/reachability';

/** Whether the app's server can be reached (shared/data/reachability.ts), kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(onReachabilityChange, isReachable, () => true);
}
