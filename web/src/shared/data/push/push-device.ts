import type { PushSubscriptionBody } from '@spraybook/contract';
import { api } from '../api-client';

/** The VAPID public key (base64url) as `pushManager.subscribe` takes it. */
export function applicationServerKey(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

async function registration() {
  return navigator.serviceWorker?.getRegistration();
}

/** This device's push subscription, if it has one. */
export async function thisDeviceSubscription() {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/**
 * Turns push on for this device: asks permission, subscribes with the server's key and tells the server.
 * 'denied' when the climber (or the browser) refused notifications.
 */
export async function startPushOnThisDevice(): Promise<'on' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const worker = await navigator.serviceWorker.ready;
  const { public_key } = await api('getPushKey');
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(public_key),
    }));
  await api('subscribePush', { body: subscription.toJSON() as PushSubscriptionBody });
  return 'on';
}

/**
 * Turns push off for this device (the toggle, and signing out): the server forgets it, then the browser.
 * Unsubscribed in the browser even if the server cannot be told: its next push answers 410 and is dropped.
 */
export async function stopPushOnThisDevice() {
  const subscription = await thisDeviceSubscription();
  if (!subscription) return;
  try {
    await api('unsubscribePush', { body: { endpoint: subscription.endpoint } });
  } finally {
    await subscription.unsubscribe();
  }
}
