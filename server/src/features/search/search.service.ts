import { QUICK_SEARCH_LIMIT, type SearchResult } from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import { searchUsersByName } from '../users/users.queries.ts';
import { resolveCaller } from '../users/users.service.ts';
import { searchWalls } from '../walls/walls.queries.ts';

/**
 * The top bar's quick search: walls the caller may see, then climbers, each best match first.
 * Climbs join the results when climbs exist.
 */
export async function quickSearch(
  ctx: AppContext,
  identity: AuthIdentity | null,
  text: string,
): Promise<SearchResult[]> {
  if (!text) return [];
  const caller = await resolveCaller(ctx, identity);
  const [walls, users] = await Promise.all([
    searchWalls(ctx.db, {
      userId: caller.userId,
      text,
      favoritesOf: null,
      limit: QUICK_SEARCH_LIMIT,
      skip: 0,
    }),
    searchUsersByName(ctx.db, text, QUICK_SEARCH_LIMIT),
  ]);
  return [
    ...walls.rows.map((w): SearchResult => ({
      type: 'wall',
      wall: { id: w.id, name: w.name, gym_name: w.gymName },
    })),
    ...users.map((u): SearchResult => ({
      type: 'user',
      user: { id: u.id, display_name: u.displayName, deleted: u.deleted },
    })),
  ];
}
