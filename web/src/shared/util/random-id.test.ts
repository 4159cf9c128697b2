import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a lower-case v4 UUID: version 4, variant 10', () => {
    for (let i = 0; i < 200; i++) expect(randomId()).toMatch(UUID_V4);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    for (const fill of [0x00, 0xff]) {
      vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
        (array as Uint8Array).fill(fill);
        return array;
      });
      expect(randomId()).toBe(
        fill === 0 ? '00000000-0000-4000-8000-000000000000' : 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      );
      vi.restoreAllMocks();
    }
  });

  it('never repeats in 10,000 ids', () => {
    const ids = new Set(Array.from({ length: 10_000 }, randomId));
    expect(ids.size).toBe(10_000);
  });

  it('works where crypto.randomUUID does not exist (a page on plain HTTP)', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    // Gone from the instance and its prototype, as on an insecure page.
    if (own) delete (crypto as { randomUUID?: unknown }).randomUUID;
    if (randomUUID) delete (Object.getPrototypeOf(crypto) as { randomUUID?: unknown }).randomUUID;
    try {
      expect('randomUUID' in crypto).toBe(false);
      expect(randomId()).toMatch(UUID_V4);
    } finally {
      if (randomUUID) Object.defineProperty(Object.getPrototypeOf(crypto), 'randomUUID', randomUUID);
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
    }
  });
});
