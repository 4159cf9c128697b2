import { randomUUID } from 'node:crypto';
import { and, countDistinct, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbHolds } from '../climbs/public.ts';
import { holds } from '../walls/public.ts';

/** Adds a hold; the holds_version trigger marks the revision's cached answers stale. */
export async function insertHold(db: Tx, revisionId: string, boundingPolygon: { x: number; y: number }[]) {
  const [row] = await db.insert(holds).values({ revisionId, boundingPolygon }).returning({ id: holds.id });
  return row!.id;
}

/** Adds the holds in one statement (all or none); their ids in the order given. */
export async function insertHolds(db: Tx, revisionId: string, polygons: { x: number; y: number }[][]) {
  const rows = polygons.map((boundingPolygon) => ({ id: randomUUID(), revisionId, boundingPolygon }));
  await db.insert(holds).values(rows);
  return rows.map((row) => row.id);
}

export async function holdOnRevision(db: Tx, revisionId: string, holdId: string) {
  const [row] = await db
    .select({ id: holds.id })
    .from(holds)
    .where(and(eq(holds.id, holdId), eq(holds.revisionId, revisionId)));
  return row;
}

/** How many climbs use the hold, in any role. */
export async function climbsUsingHold(db: Tx, holdId: string) {
  const [row] = await db
    .select({ n: countDistinct(climbHolds.climbId) })
    .from(climbHolds)
    .where(eq(climbHolds.holdId, holdId));
  return row?.n ?? 0;
}

/**
 * Deletes the hold if it is on the revision; its foreign-key cascade takes it out of every climb in
 * the same statement. Returns whether a hold was deleted.
 */
export async function deleteHoldRow(db: Tx, revisionId: string, holdId: string) {
  const deleted = await db
    .delete(holds)
    .where(and(eq(holds.id, holdId), eq(holds.revisionId, revisionId)))
    .returning({ id: holds.id });
  return deleted.length > 0;
}
