import { QUICK_SEARCH_LIMIT, type SearchResult } from '@spraybook/contract';
import { resolveCaller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import { searchUsers } from '../users/public.ts';
import { findListedWalls } from '../walls/public.ts';

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
    findListedWalls(ctx, caller, text, QUICK_SEARCH_LIMIT),
    searchUsers(ctx, text, QUICK_SEARCH_LIMIT),
  ]);
  return [
    ...walls.map((wall): SearchResult => ({ type: 'wall', wall })),
    ...users.map((user): SearchResult => ({ type: 'user', user })),
  ];
}
