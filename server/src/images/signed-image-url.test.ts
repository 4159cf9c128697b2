import { describe, expect, it } from 'vitest';
import { createImageUrlSigner, SIGNED_URL_WINDOW_SECONDS, signedUrlExpiry } from './signed-image-url.ts';

const signer = createImageUrlSigner('test-secret');
const key = 'walls/a/b/w640.webp';
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('signed image URLs', () => {
  it('expire between one and two windows after signing, the same for every request in a window', () => {
    const start = 1_700_000_000_000 - (1_700_000_000_000 % (SIGNED_URL_WINDOW_SECONDS * 1000));
    for (const now of [start, start + 1, start + SIGNED_URL_WINDOW_SECONDS * 1000 - 1]) {
      const life = signedUrlExpiry(now) - now / 1000;
      expect(life).toBeGreaterThan(SIGNED_URL_WINDOW_SECONDS);
      expect(life).toBeLessThanOrEqual(2 * SIGNED_URL_WINDOW_SECONDS);
      expect(signedUrlExpiry(now)).toBe(signedUrlExpiry(start));
    }
  });

  it('accepts its own signature until expiry, for the seconds left', () => {
    const url = signer.signedUrl(key, 2_000);
    expect(url).toMatch(/^\/images\/walls\/a\/b\/w640\.webp\?exp=2000&sig=[\w-]+$/);
    expect(signer.validFor(key, queryOf(url), 1_000_000)).toBe(1_000);
    expect(signer.validFor(key, queryOf(url), 2_000_000)).toBeNull();
  });

  it('refuses a missing, forged, other-key, other-secret or altered-expiry signature', () => {
    const query = queryOf(signer.signedUrl(key, 2_000));
    const now = 1_000_000;
    expect(signer.validFor(key, {}, now)).toBeNull();
    expect(signer.validFor(key, undefined, now)).toBeNull();
    expect(signer.validFor(key, { ...query, sig: 'x'.repeat(query.sig!.length) }, now)).toBeNull();
    expect(signer.validFor('walls/a/b/original.jpg', query, now)).toBeNull();
    expect(createImageUrlSigner('other').validFor(key, query, now)).toBeNull();
    expect(signer.validFor(key, { ...query, exp: '3000' }, now)).toBeNull();
    expect(signer.validFor(key, { ...query, exp: ['2000'] }, now)).toBeNull();
  });
});
