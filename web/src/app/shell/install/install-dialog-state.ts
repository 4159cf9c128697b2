import { useSyncExternalStore } from 'react';

// One install dialog, opened from the top bar or the user menu (a lazily loaded chunk of its own).
let opened = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  opened = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const openInstallDialog = () => set(true);
export const closeInstallDialog = () => set(false);
export const useInstallDialogOpened = () => useSyncExternalStore(subscribe, () => opened);
