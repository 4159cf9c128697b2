import { z } from 'zod';

/** A key the push service gave the browser, base64url without padding. */
const base64url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/);

/** The server's VAPID public key: what `pushManager.subscribe` takes as `applicationServerKey`. */
export const PushKey = z
  .object({ public_key: z.string().describe('Base64url, 65 bytes: an uncompressed P-256 point') })
  .meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof PushKey>;

const endpoint = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .describe("The push service's address for this device, as the browser gave it");

/** A `PushSubscription.toJSON()` as the browser gives it (its expirationTime is not kept). */
export const PushSubscriptionBody = z
  .object({
    endpoint,
    keys: z.strictObject({ p256dh: base64url(65), auth: base64url(16) }),
    expirationTime: z.number().nullable().optional(),
  })
  .meta({ id: 'PushSubscriptionBody' });
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.strictObject({ endpoint }).meta({ id: 'PushUnsubscribeBody' });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;
