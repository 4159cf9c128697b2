import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import webpush from 'web-push';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/auth.ts';

/**
 * Returns the named secret, creating it on first use. Kept in the database so that
 * restarts and every server process share one signing key and one cookie key.
 */
async function getOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  // Another process may have won the race: read whatever was stored.
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return stored!.value as T;
}

export function getSigningKey(db: Db) {
  return getOrCreate<JWK>(db, 'oidc_signing_key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return {
      ...(await exportJWK(privateKey)),
      kid: randomBytes(8).toString('hex'),
      alg: 'RS256',
      use: 'sig',
    };
  });
}

export function getCookieKeys(db: Db) {
  return getOrCreate<string[]>(db, 'oidc_cookie_keys', async () => [randomBytes(32).toString('base64url')]);
}

/** The HMAC key of signed image URLs (private walls' photos). */
export function getImageUrlKey(db: Db) {
  return getOrCreate<string>(db, 'image_url_key', async () => randomBytes(32).toString('base64url'));
}

/** Web Push's VAPID key pair (base64url), when the environment gives none (config.vapid). */
export function getVapidKeyPair(db: Db) {
  return getOrCreate<{ publicKey: string; privateKey: string }>(db, 'vapid_keys', async () =>
    webpush.generateVAPIDKeys(),
  );
}
