import { and, count, desc, eq, inArray, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { wallAdminUsers, wallInvitedUsers, wallRevisions, walls } from '../../db/schema/walls.ts';
import { favoriteWalls, holds } from './schema.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { forEachSlice } from '../../db/in-slices.ts';

export type WallRow = typeof walls.$inferSelect;
export type RevisionRow = typeof wallRevisions.$inferSelect;

export async function searchWalls(
  db: Tx,
  opts: {
    /** Which walls the caller may find: `wallsListedTo(caller)`. */
    listed: SQL;
    text: string | undefined;
    favoritesOf: string | null;
    limit: number;
    skip: number;
  },
) {
  const q = opts.text?.toLowerCase() ?? '';
  const conditions: SQL[] = [opts.listed];
  let rank: SQL | null = null;
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const gym = sql`lower(coalesce(${walls.gymName}, ''))`;
    // A wall is found by its town too: the city and the municipality of its address.
    const place = sql`lower(concat_ws(' ', ${walls.city}, ${walls.municipality}))`;
    conditions.push(
      or(
        sql`lower(${walls.name}) like ${like}`,
        sql`${gym} like ${like}`,
        sql`${place} like ${like}`,
        sql`${q} <% lower(${walls.name})`,
        sql`${q} <% ${gym}`,
        sql`${q} <% ${place}`,
      )!,
    );
    rank = sql`greatest(word_similarity(${q}, lower(${walls.name})), word_similarity(${q}, ${gym}), word_similarity(${q}, ${place}), similarity(lower(${walls.name}), ${q}))`;
  }
  if (opts.favoritesOf) {
    conditions.push(
      sql`exists (select 1 from ${favoriteWalls} f where f.wall_id = ${walls.id} and f.user_id = ${opts.favoritesOf})`,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walls)
      .where(where)
      .orderBy(...(rank ? [desc(rank)] : []), desc(walls.created), walls.id)
      .limit(opts.limit)
      .offset(opts.skip),
    db.select({ n: count() }).from(walls).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The newest of the walls `listed` allows. */
/** The wall, if it is among those `listed`. */
export async function findListedWall(db: Tx, id: string, listed: SQL) {
  const [row] = await db
    .select()
    .from(walls)
    .where(and(eq(walls.id, id), listed));
  return row;
}

export async function findWall(db: Tx, id: string) {
  const [row] = await db.select().from(walls).where(eq(walls.id, id));
  return row;
}

export async function mapWallRows(db: Tx, listed: SQL) {
  return db
    .select({
      id: walls.id,
      name: walls.name,
      gymName: walls.gymName,
      latitude: walls.latitude,
      longitude: walls.longitude,
    })
    .from(walls)
    .where(and(listed, isNotNull(walls.latitude)))
    .orderBy(walls.name);
}

/** The newest revision of each wall. */
export async function latestRevisions(db: Tx, wallIds: string[]) {
  if (!wallIds.length) return new Map<string, RevisionRow>();
  const rows = await db
    .selectDistinctOn([wallRevisions.wallId])
    .from(wallRevisions)
    .where(inArray(wallRevisions.wallId, wallIds))
    .orderBy(wallRevisions.wallId, desc(wallRevisions.created), desc(wallRevisions.id));
  return new Map(rows.map((r) => [r.wallId, r]));
}

export async function findRevision(db: Tx, wallId: string, revisionId: string | 'latest') {
  if (revisionId === 'latest') return (await latestRevisions(db, [wallId])).get(wallId);
  const [row] = await db
    .select()
    .from(wallRevisions)
    .where(and(eq(wallRevisions.wallId, wallId), eq(wallRevisions.id, revisionId)));
  return row;
}

export async function revisionHolds(db: Tx, revisionId: string) {
  return db
    .select({ id: holds.id, boundingPolygon: holds.boundingPolygon })
    .from(holds)
    .where(eq(holds.revisionId, revisionId))
    .orderBy(holds.created, holds.id);
}

/** Admin and invited user ids of each wall. */
export async function wallMembers(db: Tx, wallIds: string[]) {
  const empty = () => ({ admins: [] as string[], invited: [] as string[] });
  const members = new Map(wallIds.map((id) => [id, empty()]));
  if (!wallIds.length) return members;
  const [admins, invited] = await Promise.all([
    db.select().from(wallAdminUsers).where(inArray(wallAdminUsers.wallId, wallIds)),
    db.select().from(wallInvitedUsers).where(inArray(wallInvitedUsers.wallId, wallIds)),
  ]);
  for (const a of admins) members.get(a.wallId)!.admins.push(a.userId);
  for (const i of invited) members.get(i.wallId)!.invited.push(i.userId);
  return members;
}

/** Which of the walls are orphaned: their owner deleted their account (`WallFacts.orphaned`). */
export async function orphanedWallSet(db: Tx, wallIds: string[]) {
  if (!wallIds.length) return new Set<string>();
  const rows = await db
    .select({ id: walls.id })
    .from(walls)
    .innerJoin(users, eq(users.id, walls.ownerId))
    .where(and(inArray(walls.id, wallIds), eq(users.deleted, true)));
  return new Set(rows.map((r) => r.id));
}

export async function favoriteSet(db: Tx, userId: string | null, wallIds: string[]) {
  if (!userId || !wallIds.length) return new Set<string>();
  const rows = await db
    .select({ wallId: favoriteWalls.wallId })
    .from(favoriteWalls)
    .where(and(eq(favoriteWalls.userId, userId), inArray(favoriteWalls.wallId, wallIds)));
  return new Set(rows.map((r) => r.wallId));
}

/**
 * Makes the wall's members exactly these. Members who stay keep their row, and with it the time they
 * joined: a deleted owner's wall passes to its longest-standing admin.
 */
export async function replaceMembers(db: Tx, wallId: string, admins: string[], invited: string[]) {
  for (const [table, ids] of [
    [wallAdminUsers, admins],
    [wallInvitedUsers, invited],
  ] as const) {
    const others = ids.length ? notInArray(table.userId, ids) : undefined;
    await db.delete(table).where(and(eq(table.wallId, wallId), others));
    if (ids.length)
      await db
        .insert(table)
        .values(ids.map((userId) => ({ wallId, userId })))
        .onConflictDoNothing();
  }
}

/**
 * Makes `userId` the owner of the wall if its owner is still a deleted account (one statement: of two
 * claims at once, one finds the wall claimed); the new owner is no longer also one of its members.
 */
export async function takeOrphanedWall(tx: Tx, wallId: string, userId: string) {
  const taken = await tx
    .update(walls)
    .set({ ownerId: userId, updated: sql`now()` })
    .where(
      and(
        eq(walls.id, wallId),
        // `owner` names the users row: an update's columns are written unqualified.
        sql`exists (select 1 from ${users} owner where owner.id = ${walls.ownerId} and owner.deleted)`,
      ),
    )
    .returning({ id: walls.id });
  if (!taken.length) return false;
  for (const table of [wallAdminUsers, wallInvitedUsers])
    await tx.delete(table).where(and(eq(table.wallId, wallId), eq(table.userId, userId)));
  return true;
}

export async function countExistingUsers(db: Tx, ids: string[]) {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.deleted, false), inArray(users.id, ids)));
  return row?.n ?? 0;
}

export async function insertWall(db: Tx, values: typeof walls.$inferInsert) {
  await db.insert(walls).values(values);
}

export async function updateWallRow(db: Tx, id: string, values: Partial<typeof walls.$inferInsert>) {
  await db
    .update(walls)
    .set({ ...values, updated: sql`now()` })
    .where(eq(walls.id, id));
}

/**
 * Locks the wall's row until the transaction ends, so it cannot be deleted meanwhile; false when
 * it is gone already.
 */
export async function lockWall(tx: Tx, id: string) {
  const rows = await tx.select({ id: walls.id }).from(walls).where(eq(walls.id, id)).for('no key update');
  return rows.length > 0;
}

/** Deletes the wall and, by foreign-key cascades in one statement, everything on it. */
export async function deleteWallRow(db: Tx, id: string) {
  await db.delete(walls).where(eq(walls.id, id));
}

export async function insertRevision(db: Tx, values: typeof wallRevisions.$inferInsert) {
  await db.insert(wallRevisions).values(values);
}

/** Which of the storage folders `prefixes` a revision row refers to. */
export async function referencedImagePrefixes(db: Tx, prefixes: string[]) {
  const found = new Set<string>();
  await forEachSlice(prefixes, async (slice) => {
    const rows = await db
      .select({ prefix: wallRevisions.imagePrefix })
      .from(wallRevisions)
      .where(inArray(wallRevisions.imagePrefix, slice));
    for (const row of rows) found.add(row.prefix);
  });
  return found;
}
