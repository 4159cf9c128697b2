import { QUICK_SEARCH_LIMIT, type SearchResult } from '@spraybook/contract';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { searchUsers } from '../users/public.ts';
import { findListedWalls } from '../walls/public.ts';

/**
 * The top bar's quick search: walls the caller may see, then climbers, each best match first.
 * Climbs join the results when climbs exist.
 */
export async function quickSearch(ctx: AppContext, caller: Caller, text: string): Promise<SearchResult[]> {
  if (!text) return [];
  const [walls, users] = await Promise.all([
    findListedWalls(ctx, caller, text, QUICK_SEARCH_LIMIT),
    searchUsers(ctx, text, QUICK_SEARCH_LIMIT),
  ]);
  return [
    ...walls.map((wall): SearchResult => ({ type: 'wall', wall })),
    ...users.map((user): SearchResult => ({ type: 'user', user })),
  ];
}
