import type { PersonalFeedPage } from '@spraybook/contract';
import { requireAppAccess } from '../../access/access.ts';
import { appAccess } from '../../access/app-access.ts';
import type { Caller } from '../../access/caller.ts';
import { personalFeedShows } from '../../access/feed-visibility.ts';
import type { AppContext } from '../../context.ts';
import { nextCursor, splitCursor } from '../../lib/newest-first-cursor.ts';
import { personalFeedRows } from './personal-feed.queries.ts';

/** GET /users/feed: the caller's own feed (spec 2.15, 4), `limit` items below the `before` cursor. */
export async function personalFeed(
  ctx: AppContext,
  caller: Caller,
  query: { limit: number; before?: string },
): Promise<PersonalFeedPage> {
  const me = requireAppAccess(caller, appAccess.read_own_feed);
  // The contract checked the cursor's shape: `<created, to the microsecond>_<id>`.
  const before = query.before ? splitCursor(query.before) : undefined;
  const rows = await personalFeedRows(ctx.db, {
    me,
    shown: personalFeedShows(caller),
    limit: query.limit,
    before,
  });
  const items = rows.slice(0, query.limit);
  return {
    items: items.map(({ cursor: _cursor, ...item }) => ({
      ...item,
      created: new Date(item.created).toISOString(),
    })),
    next_before: nextCursor(rows, query.limit),
  };
}
