import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now newer than b
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces a value set again without growing', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 5);
    expect(cache.get('a')).toBe(5);
    expect(cache.size).toBe(1);
  });

  it('deletes an entry only while it still holds the expected value', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.delete('a', 2);
    expect(cache.get('a')).toBe(1);
    cache.delete('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
