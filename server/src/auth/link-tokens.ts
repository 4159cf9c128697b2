import { createHash, randomBytes } from 'node:crypto';

/** The stored form of a mailed link's secret: a database that leaks does not hand out working links. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret for a mailed link (256 bits, URL-safe), with the hash to store. */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}
