import { deepFreeze } from '../lib/deep-freeze.ts';

// A symbol key: invisible to JSON and to the contract's schemas, and no other code can set it.
const CACHEABLE = Symbol('cacheable answer');

/**
 * Marks an answer that a cache shares between requests and deep-freezes it, so the memoising serializer
 * may validate and stringify it once. Only answers marked here are memoised.
 */
export function cacheableAnswer<T extends object>(answer: T): T {
  Object.defineProperty(answer, CACHEABLE, { value: true });
  return deepFreeze(answer);
}

export const isCacheableAnswer = (data: unknown): data is object =>
  typeof data === 'object' && data !== null && Object.hasOwn(data, CACHEABLE);
