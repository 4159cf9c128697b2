import { and, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SubjectsReadable } from '../../access/subject-names.ts';
import type { Tx } from '../../db/client.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { walls } from '../../db/schema/walls.ts';

export type AscentRow = typeof ascents.$inferSelect & {
  wallId: string;
  climbName: string;
  wallName: string;
  wallAdjustableAngle: boolean;
  wallReadable: boolean;
  climbReadable: boolean;
};

/** Ticks with the wall of their climb (the filters and the visibility rule read both), and whether the reader may read each. */
const ascentsWithClimb = (db: Tx, readable: SubjectsReadable) =>
  db
    .select({
      ...getTableColumns(ascents),
      wallId: climbs.wallId,
      climbName: climbs.name,
      wallName: walls.name,
      wallAdjustableAngle: walls.adjustableAngle,
      wallReadable: readable.wall,
      climbReadable: readable.climb,
    })
    .from(ascents)
    .innerJoin(climbs, eq(climbs.id, ascents.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId));

export async function findAscent(
  db: Tx,
  id: string,
  readable: SubjectsReadable,
): Promise<AscentRow | undefined> {
  const [row] = await ascentsWithClimb(db, readable).where(eq(ascents.id, id));
  return row;
}

export interface AscentFilter {
  climb_id?: string;
  user_id?: string;
  wall_id?: string;
  date_from?: string;
  date_to?: string;
}

/** One page of the ticks `listed` allows that match the filter, newest ascent first. */
export async function ascentRows(
  db: Tx,
  opts: { filter: AscentFilter; listed: SQL; readable: SubjectsReadable; limit: number; offset: number },
) {
  const { filter } = opts;
  const where = and(
    opts.listed,
    filter.climb_id ? eq(ascents.climbId, filter.climb_id) : undefined,
    filter.user_id ? eq(ascents.userId, filter.user_id) : undefined,
    filter.wall_id ? eq(climbs.wallId, filter.wall_id) : undefined,
    filter.date_from ? gte(ascents.ascentDate, filter.date_from) : undefined,
    filter.date_to ? lte(ascents.ascentDate, filter.date_to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ascentsWithClimb(db, opts.readable)
      .where(where)
      .orderBy(desc(ascents.ascentDate), desc(ascents.created), desc(ascents.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ n: count() })
      .from(ascents)
      .innerJoin(climbs, eq(climbs.id, ascents.climbId))
      .innerJoin(walls, eq(walls.id, climbs.wallId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Ticks a climb; the tick takes its climb's wall (the composite key checks it is the climb's). */
export async function insertAscent(db: Tx, values: Omit<typeof ascents.$inferInsert, 'wallId'>) {
  const wallId = sql`(select ${climbs.wallId} from ${climbs} where ${climbs.id} = ${values.climbId})`;
  const [row] = await db
    .insert(ascents)
    .values({ ...values, wallId })
    .returning({ id: ascents.id });
  return row!.id;
}

/** Changes a tick; false when it was removed meanwhile. */
export async function updateAscentRow(db: Tx, id: string, values: Partial<typeof ascents.$inferInsert>) {
  const rows = await db.update(ascents).set(values).where(eq(ascents.id, id)).returning({ id: ascents.id });
  return rows.length > 0;
}

export async function deleteAscentRow(db: Tx, id: string) {
  await db.delete(ascents).where(eq(ascents.id, id));
}
