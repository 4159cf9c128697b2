// Toasts and dialogs without their libraries in the first load: @mantine/notifications and
// @mantine/modals (with Modal, its focus trap, scroll area and scroll lock) download with the first
// toast or dialog. The app's Providers mount the matching host once it is wanted (see useOverlayHost).
import type { NotificationData } from '@mantine/notifications';
import type { modals as Modals } from '@mantine/modals';

export type OverlayHost = 'notifications' | 'modals';

const wanted: Record<OverlayHost, boolean> = { notifications: false, modals: false };
const listeners = new Set<() => void>();
let modalsHostMounted: () => void = () => {};
const modalsHostReady = new Promise<void>((resolve) => {
  modalsHostMounted = resolve;
});

function want(host: OverlayHost) {
  if (wanted[host]) return;
  wanted[host] = true;
  for (const listener of listeners) listener();
}

/** For Providers: whether a host has been asked for yet (a useSyncExternalStore source). */
export const overlayHosts = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: (host: OverlayHost) => wanted[host],
  /** Called by the modals host once its ModalsProvider listens for modals' events. */
  modalsMounted: () => modalsHostMounted(),
};

let toastCount = 0;

/**
 * Shows a toast, in place of any toast on screen: one at a time, so toasts never stack up over the
 * page (issue 23). The toast container and its library load with the first one.
 */
export function showToast(data: NotificationData) {
  want('notifications');
  const toast = { ...data, id: data.id ?? `toast-${++toastCount}` };
  // The store keeps toasts shown before the container mounts. A toast of the same id (a second
  // 'Hold added') stays on screen with its new text rather than leaving and coming back.
  void import('@mantine/notifications').then(({ notifications, notificationsStore }) =>
    notifications.updateState(notificationsStore, () => [toast]),
  );
}

/** Runs `open` with Mantine's modals manager once its provider is mounted. */
export function withModals(open: (modals: typeof Modals) => void) {
  want('modals');
  void Promise.all([import('@mantine/modals'), modalsHostReady]).then(([{ modals }]) => open(modals));
}
