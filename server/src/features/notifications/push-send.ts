import webpush from 'web-push';
import type { VapidKeys } from '../../config.ts';
import type { DeviceKeys } from './push-subscriptions.queries.ts';

/** A push service's answer, as the worker acts on it. */
export type SendOutcome = 'sent' | 'gone' | 'failed';

/** A push that lives a day in the push service while the phone is off; older ones are stale. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Encrypts `payload` for one device (RFC 8291, aes128gcm) and signs the request with VAPID through the
 * `web-push` library, then posts it with fetch: web-push's own sender speaks only https, and fetch keeps
 * connections to a push service open across a drain. 404/410: the subscription is gone for good.
 */
export async function sendPush(device: DeviceKeys, payload: string, vapid: VapidKeys): Promise<SendOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    // fetch sets the length of the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
