import type { WallFeedItem, WallStatistics } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { wallAccess } from '../../access/wall-access.ts';
import type { AppContext } from '../../context.ts';
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

/** GET /walls/{id}/feed: the wall's newest events (spec 2.20), `limit` of them. */
export async function wallFeed(
  ctx: AppContext,
  caller: Caller,
  wallId: string,
  limit: number,
): Promise<WallFeedItem[]> {
  await requireAccess(ctx, caller, wallAccess.read, wallId);
  const rows = await feedRows(ctx.db, { wallId, limit });
  // Raw SQL hands timestamps back as the driver reads them; answer them as ISO strings.
  return rows.map((r) => ({ ...r, created: new Date(r.created).toISOString() }));
}
