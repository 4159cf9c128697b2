import { CLIMB_LIST_NOT_FOUND } from '@spraybook/contract';
import type { ClimbList, Rankings } from '@spraybook/contract';
import { and, eq } from 'drizzle-orm';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbListAccess } from '../../access/climb-list-access.ts';
import { climbListFlagsOnWall } from '../../access/climb-list-flags.ts';
import {
  climbListsShownTo,
  listedClimbsShownTo,
  ownClimbListsShownTo,
  ticksRanked,
} from '../../access/climb-list-visibility.ts';
import { wallAccess } from '../../access/wall-access.ts';
import type { AppContext } from '../../context.ts';
import { climbLists } from '../../db/schema/lists.ts';
import { NotFound } from '../../http/errors.ts';
import { climbListRows, findClimbList, listClimbIds, type ClimbListRow } from './climb-lists.queries.ts';
import { rankingRows } from './rankings.queries.ts';

/** Lists (any walls) as answers: their climbs in one query, flags once per wall. */
async function toClimbLists(ctx: AppContext, caller: Caller, rows: ClimbListRow[]): Promise<ClimbList[]> {
  const [climbRows, flagsByWall] = await Promise.all([
    listClimbIds(
      ctx.db,
      rows.map((r) => r.id),
      listedClimbsShownTo(caller),
    ),
    Promise.all(
      [...new Set(rows.map((r) => r.wallId))].map(
        async (wallId) => [wallId, await climbListFlagsOnWall(ctx.db, caller, wallId)] as const,
      ),
    ).then((entries) => new Map(entries)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    public: row.public,
    wall_id: row.wallId,
    climbs: climbRows.filter((c) => c.listId === row.id).map((c) => c.climbId),
    owner: row.ownerId,
    base_score: row.baseScore,
    grade_increment_score: row.gradeIncrementScore,
    flash_bonus_score: row.flashBonusScore,
    ...flagsByWall.get(row.wallId)!(row),
  }));
}

/** A list row as `caller` sees it. */
async function toClimbList(ctx: AppContext, caller: Caller, row: ClimbListRow): Promise<ClimbList> {
  const [list] = await toClimbLists(ctx, caller, [row]);
  return list!;
}

/** A list as `caller` sees it after a command changed it, with no permission check (404 if it is gone). */
export async function climbListAnswer(ctx: AppContext, caller: Caller, id: string): Promise<ClimbList> {
  const row = await findClimbList(ctx.db, id);
  if (!row) throw new NotFound(CLIMB_LIST_NOT_FOUND);
  return toClimbList(ctx, caller, row);
}

export async function getClimbList(ctx: AppContext, caller: Caller, id: string) {
  const { row } = await requireAccess(ctx, caller, climbListAccess.read, id);
  return toClimbList(ctx, caller, row);
}

/** GET /climb-lists: a wall's lists the caller may see, or (without a wall) the caller's own. */
export async function listClimbLists(
  ctx: AppContext,
  caller: Caller,
  wallId: string | undefined,
): Promise<ClimbList[]> {
  if (!wallId) return toClimbLists(ctx, caller, await climbListRows(ctx.db, ownClimbListsShownTo(caller)));
  await requireAccess(ctx, caller, wallAccess.read, wallId);
  const rows = await climbListRows(ctx.db, and(eq(climbLists.wallId, wallId), climbListsShownTo(caller)));
  return toClimbLists(ctx, caller, rows);
}

/** GET /climb-lists/{id}/rankings (spec 2.17). */
export async function listRankings(ctx: AppContext, caller: Caller, id: string): Promise<Rankings> {
  const { row: list } = await requireAccess(ctx, caller, climbListAccess.read, id);
  const climbsShown = listedClimbsShownTo(caller);
  const [rows, climbs] = await Promise.all([
    rankingRows(ctx.db, id, list, { climbs: climbsShown, ticks: ticksRanked() }),
    listClimbIds(ctx.db, [id], climbsShown),
  ]);
  return { climbs: climbs.length, entries: rows };
}
