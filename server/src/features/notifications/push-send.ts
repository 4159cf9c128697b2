import http from 'node:http';
import https from 'node:https';
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
 * Kept-alive connections to the push services, one pool per scheme, shared by every drain: a connection
 * is reused across a batch's pushes to one service (at most `IN_FLIGHT` of the worker's requests at once).
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** One POST to a push service: its status, the body read and dropped. Rejects on a network error or timeout. */
function post(endpoint: URL, headers: Record<string, string>, body: Buffer): Promise<number> {
  const client = endpoint.protocol === 'https:' ? https : http;
  const agent = endpoint.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise((resolve, reject) => {
    const request = client.request(
      endpoint,
      { method: 'POST', headers, agent, timeout: TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('push timed out'), { timedOut: true })),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Encrypts `payload` for one device (RFC 8291, aes128gcm) through the `web-push` library, signs the
 * request with VAPID, then posts it over a kept-alive connection (node:http or https; web-push's own sender
 * speaks only https and opens a connection a push, fetch costs two to three times node:http's time a
 * request). 404/410: the subscription is gone for good.
 */
export async function sendPush(device: DeviceKeys, payload: string, vapid: VapidKeys): Promise<SendOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    { TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const headers: Record<string, string> = { Authorization: vapidAuthorization(device.endpoint, vapid) };
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  const body = request.body ?? Buffer.alloc(0);
  headers['Content-Length'] = String(body.length);
  const endpoint = new URL(request.endpoint);
  try {
    // A kept-alive connection the service closed meanwhile fails at once: once more on a new one.
    const status = await post(endpoint, headers, body).catch((err: unknown) => {
      if ((err as { timedOut?: boolean }).timedOut) throw err;
      return post(endpoint, headers, body);
    });
    if (status === 404 || status === 410) return 'gone';
    return status >= 200 && status < 300 ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
