import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { climbLists } from '../../db/schema/lists.ts';
import { climbListClimbs } from './schema.ts';

export type ClimbListRow = typeof climbLists.$inferSelect;

export async function findClimbList(db: Tx, id: string) {
  const [row] = await db.select().from(climbLists).where(eq(climbLists.id, id));
  return row;
}

/** Lists matching `where`, oldest first. */
export async function climbListRows(db: Tx, where: SQL | undefined) {
  return db.select().from(climbLists).where(where).orderBy(asc(climbLists.created), asc(climbLists.id));
}

/** The climb ids of some lists that match `shown` (over climbs), in the order they were added. */
export async function listClimbIds(db: Tx, listIds: string[], shown: SQL) {
  if (!listIds.length) return [];
  return db
    .select({ listId: climbListClimbs.listId, climbId: climbListClimbs.climbId })
    .from(climbListClimbs)
    .innerJoin(climbs, eq(climbs.id, climbListClimbs.climbId))
    .where(and(inArray(climbListClimbs.listId, listIds), shown))
    .orderBy(asc(climbListClimbs.seq));
}

export async function insertClimbList(db: Tx, values: typeof climbLists.$inferInsert) {
  const [row] = await db.insert(climbLists).values(values).returning({ id: climbLists.id });
  return row!.id;
}

export async function updateClimbListRow(
  db: Tx,
  id: string,
  values: Partial<typeof climbLists.$inferInsert>,
) {
  const rows = await db
    .update(climbLists)
    .set(values)
    .where(eq(climbLists.id, id))
    .returning({ id: climbLists.id });
  return rows.length > 0;
}

export async function deleteClimbListRow(db: Tx, id: string) {
  await db.delete(climbLists).where(eq(climbLists.id, id));
}

/** Adds climbs of the list's wall (the composite key refuses others); a climb already there stays once. */
export async function addListClimbs(db: Tx, list: { id: string; wallId: string }, climbIds: string[]) {
  if (!climbIds.length) return;
  await db
    .insert(climbListClimbs)
    .values(climbIds.map((climbId) => ({ listId: list.id, wallId: list.wallId, climbId })))
    .onConflictDoNothing();
}

export async function removeListClimb(db: Tx, listId: string, climbId: string) {
  await db
    .delete(climbListClimbs)
    .where(and(eq(climbListClimbs.listId, listId), eq(climbListClimbs.climbId, climbId)));
}

/** The wall of each climb (those that exist). */
export async function climbWalls(db: Tx, climbIds: string[]) {
  if (!climbIds.length) return new Map<string, string>();
  const rows = await db
    .select({ id: climbs.id, wallId: climbs.wallId })
    .from(climbs)
    .where(inArray(climbs.id, climbIds));
  return new Map(rows.map((r) => [r.id, r.wallId]));
}
