import { PUSH_TITLE, type PushPayload } from '@spraybook/contract/plain';

/** The app's icon on the lock screen (web/public, precached with the shell). */
export const PUSH_ICON = '/icon-192.png';
/** Where a push without a usable place leads. */
const FALLBACK_URL = '/notifications';

/** Only a path of this app: a push can never send the climber elsewhere. */
const ownPath = (url: unknown) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : FALLBACK_URL;

/**
 * What the service worker's `push` handler shows for a push's text (a `PushPayload` from the server's
 * outbox): its title, body and tag, the app's icon, and the place to open in `data.url`.
 */
export function notificationFromPush(text: string | undefined): {
  title: string;
  options: NotificationOptions & { data: { url: string } };
} {
  let payload: Partial<PushPayload> = {};
  try {
    payload = JSON.parse(text ?? '') as Partial<PushPayload>;
  } catch {
    // A push the worker cannot read still says something rather than nothing.
  }
  return {
    title: typeof payload.title === 'string' ? payload.title : PUSH_TITLE,
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      ...(typeof payload.tag === 'string' ? { tag: payload.tag } : {}),
      data: { url: ownPath(payload.url) },
    },
  };
}

interface AppWindow {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

interface Windows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * `notificationclick`: the window already showing the place comes forward; else an open window of the
 * app goes there; else a new one opens on it.
 */
export async function openFromNotification(data: unknown, windows: Windows, origin: string) {
  const target = new URL(ownPath((data as { url?: unknown } | null)?.url), origin).href;
  const open = await windows.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = open.find((w) => w.url === target);
  if (showing) return showing.focus();
  const other = open.find((w) => new URL(w.url).origin === origin);
  if (other) {
    try {
      await other.navigate(target);
      return await other.focus();
    } catch {
      // A window this worker does not control cannot be navigated: open a new one instead.
    }
  }
  return windows.openWindow(target);
}
