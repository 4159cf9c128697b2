import type { ClimbSearchHit } from '@spraybook/contract';
import { and } from 'drizzle-orm';
import type { Caller } from '../../access/caller.ts';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { wallsListedTo } from '../../access/wall-visibility.ts';
import type { AppContext } from '../../context.ts';
import { averageGradesOf } from './climb-grades.ts';
import { searchClimbsByName } from './climb-search.queries.ts';

/**
 * The quick search's climbs: those the caller could open from a wall they may find (no one else's
 * drafts, no private or archived wall they are not part of), best match first.
 */
export async function findListedClimbs(
  ctx: AppContext,
  caller: Caller,
  text: string,
  limit: number,
): Promise<ClimbSearchHit[]> {
  const listed = and(climbsListedTo(caller), wallsListedTo(caller))!;
  const rows = await searchClimbsByName(ctx.db, { listed, text, limit });
  const grades = await averageGradesOf(
    ctx.db,
    rows.map((r) => r.id),
    caller,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    wall_id: r.wallId,
    wall_name: r.wallName,
    average_grade: grades.get(r.id) ?? null,
    average_rating: r.ratingAverage,
  }));
}
