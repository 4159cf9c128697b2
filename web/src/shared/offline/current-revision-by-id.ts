import type { WorkboxPlugin } from 'workbox-core';
import { revisionByIdKey } from './cache-keys';
import type { SignOutGuard } from './sign-out-guard';

type KeptIn = Pick<Cache, 'put' | 'delete'>;

/**
 * A wall's current revision, kept, is kept under its id as well (`revisionByIdKey`): a climb page opened
 * online may have been given it in place of its revision by id (one round trip less, issue 43), and asks
 * by id offline. Under the sign-out guard as every kept answer; `noteKept` tells the cache's expiry.
 */
export function currentRevisionAlsoById(
  signOut: SignOutGuard,
  noteKept: (key: string) => Promise<void>,
  open: (cacheName: string) => Promise<KeptIn> = (name) => caches.open(name),
): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName, request, newResponse, event }) => {
      if (!request.url.includes('/revisions/latest')) return;
      const key = revisionByIdKey(
        request.url,
        await newResponse
          .clone()
          .json()
          .catch(() => null),
      );
      if (!key) return;
      const cache = await open(cacheName);
      const copy = newResponse.clone();
      await signOut.keep(
        event?.timeStamp,
        () => cache.put(key, copy),
        () => cache.delete(key),
      );
      await noteKept(key);
    },
  };
}
