/**
 * Whether this browser can get push now, or why not: a plain-HTTP address has no service worker push;
 * an iPhone gets push only in the app installed on its home screen; some browsers have none at all.
 */
export type PushAvailability = 'available' | 'insecure' | 'ios-install' | 'unsupported';

export function pushAvailability({
  secure,
  hasPush,
  ios,
  installed,
}: {
  secure: boolean;
  /** A service worker, PushManager and Notification all there. */
  hasPush: boolean;
  ios: boolean;
  installed: boolean;
}): PushAvailability {
  if (!secure) return 'insecure';
  // Safari on iOS has no PushManager outside the installed app: say how to get it, not 'unsupported'.
  if (ios && !installed) return 'ios-install';
  return hasPush ? 'available' : 'unsupported';
}
