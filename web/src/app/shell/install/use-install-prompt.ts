import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// Chromium fires `beforeinstallprompt` once, early, and whichever part of the app wants it later (the
// top bar, the dialog opened from the user menu) must still find it: it is kept here, not in a component.
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = (event: BeforeInstallPromptEvent | null) => {
  deferred = event;
  for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    changed(e as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => changed(null));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Shows the browser's own install prompt; resolves to whether the user installed. */
async function promptInstall(event: BeforeInstallPromptEvent) {
  await event.prompt();
  const { outcome } = await event.userChoice;
  // A prompt can be shown once: after it, only a new event (the browser fires one) offers it again.
  changed(null);
  return outcome === 'accepted';
}

/** The browser's install prompt, when it offers one (the app is installable and not installed). */
export function useInstallPrompt(): (() => Promise<boolean>) | null {
  const event = useSyncExternalStore(subscribe, () => deferred);
  return event ? () => promptInstall(event) : null;
}
