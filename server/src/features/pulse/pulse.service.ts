import type { WallFeedItem, WallStatistics } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { wallAccess } from '../../access/wall-access.ts';
import type { AppContext } from '../../context.ts';
import { sharedSessionFeed } from '../sessions/public.ts';
import { feedRows, leaderboardRows } from './pulse.queries.ts';

/** GET /walls/{id}/statistics: the Leaderboard section (spec 2.20), over the climbs the caller sees. */
export async function wallStatistics(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
): Promise<WallStatistics> {
  await requireAccess(ctx, caller, wallAccess.read, wallId);
  const rows = await leaderboardRows(ctx.db, { wallId, listed: climbsListedTo(caller) });
  return { top_setters: rows.setters, top_climbers: rows.climbers, top_climbs: rows.popular };
}

/**
 * GET /walls/{id}/feed: the wall's newest events (spec 2.20), `limit` of them: climbs, ticks and beta videos,
 * and the session summaries shared to it that the caller may read (issue 45).
 */
export async function wallFeed(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  limit: number,
): Promise<WallFeedItem[]> {
  await requireAccess(ctx, caller, wallAccess.read, wallId);
  const [rows, sessions] = await Promise.all([
    feedRows(ctx.db, { wallId, limit }),
    sharedSessionFeed(ctx, caller, wallId, limit),
  ]);
  // Raw SQL hands timestamps back as the driver reads them; answer them as ISO strings.
  const items: WallFeedItem[] = [
    ...rows.map((r) => ({ ...r, created: new Date(r.created).toISOString() })),
    ...sessions.map((s) => ({ ...s, created: new Date(s.created).toISOString() })),
  ];
  const key = (i: WallFeedItem) => `${i.created} ${i.id}`;
  const newestFirst = (a: WallFeedItem, b: WallFeedItem) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0);
  return items.sort(newestFirst).slice(0, limit);
}
