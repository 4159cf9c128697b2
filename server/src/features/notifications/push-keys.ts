import { getVapidKeyPair } from '../../auth/server-secrets.ts';
import type { VapidKeys } from '../../config.ts';
import type { AppContext } from '../../context.ts';

const cache = new WeakMap<AppContext, Promise<VapidKeys>>();

/**
 * The VAPID keys pushes are signed with: the environment's (several nodes), else a pair generated on first
 * start and kept in the database, which every node of one database shares.
 */
export function vapidKeys(ctx: AppContext): Promise<VapidKeys> {
  let keys = cache.get(ctx);
  if (!keys) {
    keys = ctx.config.vapid
      ? Promise.resolve(ctx.config.vapid)
      : getVapidKeyPair(ctx.db).then((pair) => ({ ...pair, subject: `mailto:${ctx.config.contactEmail}` }));
    keys.catch(() => cache.delete(ctx));
    cache.set(ctx, keys);
  }
  return keys;
}
