import { QUICK_SEARCH_LIMIT, type SearchResult } from '@spraybook/contract';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { findListedClimbs } from '../climbs/public.ts';
import { searchUsers } from '../users/public.ts';
import { findListedWalls } from '../walls/public.ts';
import { matchQuality } from './match-quality.ts';

/** The name a result is found by: a wall's or climb's name (or a wall's gym), a climber's display name. */
function quality(text: string, result: SearchResult) {
  if (result.type === 'wall') {
    return Math.max(matchQuality(text, result.wall.name), matchQuality(text, result.wall.gym_name));
  }
  if (result.type === 'climb') return matchQuality(text, result.climb.name);
  return matchQuality(text, result.user.display_name);
}

/**
 * The top bar's quick search: walls, climbs and climbers the caller may see (the access module's
 * visibility), the best few of each, ranked together by match quality.
 */
export async function quickSearch(ctx: AppContext, caller: Caller, text: string): Promise<SearchResult[]> {
  if (!text) return [];
  const [walls, climbs, users] = await Promise.all([
    findListedWalls(ctx, caller, text, QUICK_SEARCH_LIMIT),
    findListedClimbs(ctx, caller, text, QUICK_SEARCH_LIMIT),
    searchUsers(ctx, text, QUICK_SEARCH_LIMIT),
  ]);
  const results: SearchResult[] = [
    ...walls.map((wall): SearchResult => ({ type: 'wall', wall })),
    ...climbs.map((climb): SearchResult => ({ type: 'climb', climb })),
    ...users.map((user): SearchResult => ({ type: 'user', user })),
  ];
  // A stable sort: equal quality keeps walls, climbs, climbers, each in its database order.
  return results
    .map((result, i) => ({ result, i, q: quality(text, result) }))
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.result);
}
