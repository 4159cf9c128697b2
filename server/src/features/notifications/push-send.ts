import webpush from 'web-push';
import type { VapidKeys } from '../../config.ts';
import type { DeviceKeys } from './push-subscriptions.queries.ts';

/** A push service's answer, as the worker acts on it. */
export type SendOutcome = 'sent' | 'gone' | 'failed';

/** A push that lives a day in the push service while the phone is off; older ones are stale. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** A VAPID token lives 12 hours (push services take up to 24) and is signed anew an hour before. */
const VAPID_SECONDS = 12 * 60 * 60;
const VAPID_RENEW_SECONDS = 60 * 60;

const signed = new Map<string, { authorization: string; expires: number }>();

/**
 * The VAPID Authorization for a push service (its origin is the token's audience), signed once and reused
 * until near its expiry: an ES256 signature per push would cost more than the encryption.
 */
function vapidAuthorization(endpoint: string, vapid: VapidKeys) {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.publicKey}`;
  const now = Math.floor(Date.now() / 1000);
  const known = signed.get(key);
  if (known && known.expires - VAPID_RENEW_SECONDS > now) return known.authorization;
  const expires = now + VAPID_SECONDS;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expires,
  );
  signed.set(key, { authorization: String(Authorization), expires });
  return String(Authorization);
}

/**
 * Encrypts `payload` for one device (RFC 8291, aes128gcm) through the `web-push` library, signs the
 * request with VAPID, then posts it with fetch: web-push's own sender speaks only https, and fetch keeps
 * connections to a push service open across a drain. 404/410: the subscription is gone for good.
 */
export async function sendPush(device: DeviceKeys, payload: string, vapid: VapidKeys): Promise<SendOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    { TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const headers: Record<string, string> = { Authorization: vapidAuthorization(device.endpoint, vapid) };
  for (const [name, value] of Object.entries(request.headers)) {
    // fetch sets the length of the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  const post = () =>
    fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  try {
    // A kept-alive connection the service closed meanwhile fails at once: once more on a new one.
    const res = await post().catch((err: unknown) => {
      if ((err as Error).name === 'TimeoutError') throw err;
      return post();
    });
    await res.arrayBuffer();
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
