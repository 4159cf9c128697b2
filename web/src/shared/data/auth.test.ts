import { describe, expect, it } from 'vitest';
import { hasStoredSession } from './auth';

function storage(keys: string[]): Storage {
  return {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
    getItem: () => null,
    setItem: () => {},
    removeItem: () => {},
    clear: () => {},
  };
}

describe('hasStoredSession', () => {
  it("finds oidc-client-ts's stored user", () => {
    expect(hasStoredSession(storage(['spraybook-color-scheme', 'oidc.user:http://x/oidc:web']))).toBe(true);
  });

  it('ignores sign-in state that is not a session, and other keys', () => {
    expect(hasStoredSession(storage(['oidc.4f2a', 'spraybook-color-scheme']))).toBe(false);
    expect(hasStoredSession(storage([]))).toBe(false);
  });
});
