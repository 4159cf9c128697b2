import { sha256 } from '@noble/hashes/sha2.js';

/**
 * A `crypto.subtle` with only `digest('SHA-256', data)`, for a page that is not a secure context (a gym's
 * `http://192.168.1.20:8080`): the browser leaves `crypto.subtle` out there, and oidc-client-ts hashes the
 * PKCE verifier with it, so "Sign in" would throw. SHA-256 comes from @noble/hashes, never from our own code.
 * Loaded only on such a page (see `userManager()`), so it stays out of every other download.
 */
export function installSubtleDigest(target: Crypto = globalThis.crypto): void {
  // A browser's own (or a test's) stays: it is faster and does more.
  if (target.subtle as SubtleCrypto | undefined) return;
  const subtle: Pick<SubtleCrypto, 'digest'> = { digest };
  Object.defineProperty(target, 'subtle', { value: subtle, configurable: true, enumerable: true });
}

function digest(algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> {
  const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
  if (name.toUpperCase() !== 'SHA-256') {
    return Promise.reject(new DOMException(`${name} is not available on this page`, 'NotSupportedError'));
  }
  const bytes = ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);
  return Promise.resolve(sha256(bytes).slice().buffer);
}
