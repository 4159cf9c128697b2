import { createHash } from 'node:crypto';
import { SigninState } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureSignIn, userManager } from '../data/auth';
import { installSubtleDigest } from './subtle-digest';

const VERIFIERS = [
  'a',
  'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', // RFC 7636's example
  '0c2b9e1f4a6d48e7b3f5a9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6',
  'ünïcödé and spaces, longer than one 64-byte SHA-256 block: ' + 'x'.repeat(100),
];
const nodeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** As on a page served over plain HTTP: no `crypto.subtle` at all. */
function hideSubtle() {
  Object.defineProperty(crypto, 'subtle', { value: undefined, configurable: true });
}
// Drops what a test put on the instance, so the prototype's own `subtle` shows through again.
const restoreSubtle = () => void delete (crypto as { subtle?: unknown }).subtle;

describe('installSubtleDigest', () => {
  beforeEach(hideSubtle);
  afterEach(restoreSubtle);

  it("lets oidc-client-ts make the PKCE S256 challenge without crypto.subtle: base64url of the verifier's SHA-256", async () => {
    await expect(
      SigninState.create({ code_verifier: VERIFIERS[0], authority: 'x', client_id: 'y' } as never),
    ).rejects.toThrow(/secure contexts/);
    installSubtleDigest();
    for (const code_verifier of VERIFIERS) {
      const state = await SigninState.create({ code_verifier, authority: 'x', client_id: 'y' } as never);
      expect(state.code_challenge).toBe(nodeChallenge(code_verifier));
    }
  });

  it('digests any view of the bytes, and refuses other algorithms', async () => {
    installSubtleDigest();
    const bytes = new TextEncoder().encode('__hello__');
    const view = new DataView(bytes.buffer, 2, 5);
    const hashed = new Uint8Array(await crypto.subtle.digest({ name: 'sha-256' }, view));
    expect(Buffer.from(hashed).toString('hex')).toBe(createHash('sha256').update('hello').digest('hex'));
    await expect(crypto.subtle.digest('SHA-1', bytes)).rejects.toThrow(/SHA-1/);
  });

  it('is what userManager() installs before the OIDC library is used', async () => {
    configureSignIn({ authority: 'http://spraybook.test/oidc', client_id: 'web', scope: 'openid' } as never);
    await userManager();
    expect(typeof crypto.subtle?.digest).toBe('function');
  });
});

describe('installSubtleDigest on a secure page', () => {
  it("leaves the browser's crypto.subtle alone", () => {
    const own = crypto.subtle;
    expect(own).toBeDefined();
    installSubtleDigest();
    expect(crypto.subtle).toBe(own);
    expect(Object.getOwnPropertyDescriptor(crypto, 'subtle')).toBeUndefined();
  });
});
