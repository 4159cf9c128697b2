import { createHmac, timingSafeEqual } from 'node:crypto';
import { imageUrl } from './image-url.ts';

/**
 * Signed URLs expire on window boundaries: every answer built within one window carries the same URL,
 * so answers stay cacheable (per window), ETags stay stable and browsers reuse the downloaded photo.
 * A URL lives between one and two windows: a removed member loses the photos within ten minutes, and a
 * page left open longer fetches a new signature when its photo fails (web: use-refresh-signed-photo.ts).
 */
export const SIGNED_URL_WINDOW_SECONDS = 5 * 60;

/** The expiry (Unix seconds) of URLs signed at `nowMs`: the end of the window after the current one. */
export function signedUrlExpiry(nowMs: number) {
  return (Math.floor(nowMs / 1000 / SIGNED_URL_WINDOW_SECONDS) + 2) * SIGNED_URL_WINDOW_SECONDS;
}

export interface ImageUrlSigner {
  /** Where anyone may fetch the file: the app's `/images/<key>`, or the bucket's public address. */
  publicUrl(key: string): string;
  /** `/images/<key>?exp=…&sig=…` (or a presigned bucket URL), valid until `exp`. */
  signedUrl(key: string, exp: number): string;
  /** Seconds a URL's signature stays valid, or null when it is missing, forged or expired. */
  validFor(key: string, query: unknown, nowMs: number): number | null;
}

/** Signs with an HMAC over key and expiry, keyed by a server secret (kept in the database). */
export function createImageUrlSigner(secret: string): ImageUrlSigner {
  const mac = (key: string, exp: number) =>
    createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');
  return {
    publicUrl: imageUrl,
    signedUrl: (key, exp) => `${imageUrl(key)}?exp=${exp}&sig=${mac(key, exp)}`,
    validFor(key, query, nowMs) {
      const { exp, sig } = (query ?? {}) as { exp?: unknown; sig?: unknown };
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return null;
      const left = Number(exp) - Math.floor(nowMs / 1000);
      if (left <= 0) return null;
      const expected = Buffer.from(mac(key, Number(exp)));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
    },
  };
}
