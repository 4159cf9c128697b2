import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { forEachSlice } from '../../db/in-slices.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { users } from '../../db/schema/users.ts';
import { walls } from '../../db/schema/walls.ts';
import { climbsTodo } from './schema.ts';
import { favoriteWalls } from '../walls/public.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Tx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserBySubject(db: Tx, subject: string) {
  const [row] = await db.select().from(users).where(eq(users.subject, subject));
  return row;
}

/** Inserts the user for an identity, or returns the one already there (a second tab may race us). */
export async function insertUser(db: Tx, subject: string) {
  await db.insert(users).values({ subject }).onConflictDoNothing({ target: users.subject });
  return (await findUserBySubject(db, subject))!;
}

export async function updateUserRow(
  db: Tx,
  id: string,
  values: Partial<Pick<UserRow, 'displayName' | 'defaultGradeSystem'>>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function addFavoriteWall(db: Tx, userId: string, wallId: string) {
  await db.insert(favoriteWalls).values({ userId, wallId }).onConflictDoNothing();
}

export async function removeFavoriteWall(db: Tx, userId: string, wallId: string) {
  await db
    .delete(favoriteWalls)
    .where(and(eq(favoriteWalls.userId, userId), eq(favoriteWalls.wallId, wallId)));
}

/** A user's favourite wall ids, newest first, limited to the walls `shown` (all when undefined). */
export async function favoriteWallIds(db: Tx, userId: string, shown?: SQL) {
  const rows = await db
    .select({ wallId: favoriteWalls.wallId })
    .from(favoriteWalls)
    .innerJoin(walls, eq(walls.id, favoriteWalls.wallId))
    .where(and(eq(favoriteWalls.userId, userId), shown))
    .orderBy(desc(favoriteWalls.created));
  return rows.map((r) => r.wallId);
}

/** Display-name search, best trigram match first; deleted users never match. */
export async function searchUsersByName(db: Tx, text: string, limit: number) {
  const q = text.toLowerCase();
  const score = sql<number>`greatest(similarity(lower(${users.displayName}), ${q}), case when lower(${users.displayName}) like ${`%${escapeLike(q)}%`} then 0.5 else 0 end)`;
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      profilePictureKey: users.profilePictureKey,
      deleted: users.deleted,
    })
    .from(users)
    .where(
      and(
        eq(users.deleted, false),
        sql`(lower(${users.displayName}) like ${`%${escapeLike(q)}%`} or lower(${users.displayName}) % ${q})`,
      ),
    )
    .orderBy(desc(score), users.displayName)
    .limit(limit);
}

/** The user's to-do climbs, newest first, limited to those `shown` allows (all of them to the user). */
export async function todoClimbIds(db: Tx, userId: string, shown?: SQL) {
  const rows = await db
    .select({ climbId: climbsTodo.climbId })
    .from(climbsTodo)
    .innerJoin(climbs, eq(climbs.id, climbsTodo.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(and(eq(climbsTodo.userId, userId), shown))
    .orderBy(desc(climbsTodo.created));
  return rows.map((r) => r.climbId);
}

/** The grade system a user chose to see grades in (settings), or null. */
export async function defaultGradeSystemOf(db: Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ system: users.defaultGradeSystem }).from(users).where(eq(users.id, userId));
  return row?.system ?? null;
}

/**
 * Points the user at a new picture folder, answering the previous one (null: none; undefined: no such
 * user). The row is locked first, so two uploads at once each delete the picture the other replaced.
 */
export async function replaceProfilePictureKey(tx: Tx, userId: string, key: string) {
  const [row] = await tx
    .select({ key: users.profilePictureKey })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.deleted, false)))
    .for('update');
  if (!row) return undefined;
  await tx.update(users).set({ profilePictureKey: key }).where(eq(users.id, userId));
  return row.key;
}

/** Which of these picture folders a user row still points at. */
export async function referencedPictureKeys(db: Tx, keys: string[]) {
  const found = new Set<string>();
  await forEachSlice(keys, async (slice) => {
    const rows = await db
      .select({ key: users.profilePictureKey })
      .from(users)
      .where(inArray(users.profilePictureKey, slice));
    for (const row of rows) if (row.key) found.add(row.key);
  });
  return found;
}
