import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { revokedSubjects } from '../../db/schema/auth.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { idempotencyKeys } from '../../db/schema/http.ts';
import { users } from '../../db/schema/users.ts';
import { wallAdminUsers, wallInvitedUsers, walls } from '../../db/schema/walls.ts';

/** Locks the user's row until the transaction ends, so two deletions of one account run one after the other. */
export async function lockUserRow(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ subject: users.subject, deleted: users.deleted })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The walls the user owns, by name. */
export async function ownedWalls(tx: Tx, userId: string) {
  return tx
    .select({ id: walls.id, name: walls.name })
    .from(walls)
    .where(eq(walls.ownerId, userId))
    .orderBy(asc(walls.name), asc(walls.id));
}

/** Whether anyone but the user set a climb (published or draft) on the wall or ticked one of its climbs. */
export async function othersWorkOnWall(tx: Tx, wallId: string, userId: string) {
  const [climb] = await tx
    .select({ id: climbs.id })
    .from(climbs)
    .where(and(eq(climbs.wallId, wallId), ne(climbs.setterId, userId)))
    .limit(1);
  if (climb) return true;
  const [tick] = await tx
    .select({ id: ascents.id })
    .from(ascents)
    .where(and(eq(ascents.wallId, wallId), ne(ascents.userId, userId)))
    .limit(1);
  return !!tick;
}

/** The wall's admin of longest standing who still has an account (the older account first on a tie). */
export async function longestStandingAdmin(tx: Tx, wallId: string) {
  const [row] = await tx
    .select({ userId: wallAdminUsers.userId, displayName: users.displayName })
    .from(wallAdminUsers)
    .innerJoin(users, eq(users.id, wallAdminUsers.userId))
    .where(and(eq(wallAdminUsers.wallId, wallId), eq(users.deleted, false)))
    .orderBy(asc(wallAdminUsers.created), asc(users.created), asc(users.id))
    .limit(1);
  return row;
}

/** Makes `heir` the wall's owner; an owner is never also listed as an admin or invited. */
export async function handOverWall(tx: Tx, wallId: string, heir: string) {
  await tx.update(walls).set({ ownerId: heir }).where(eq(walls.id, wallId));
  for (const table of [wallAdminUsers, wallInvitedUsers])
    await tx.delete(table).where(and(eq(table.wallId, wallId), eq(table.userId, heir)));
}

/** Deletes the wall and, by foreign-key cascades, everything on it. */
export async function deleteWallRow(tx: Tx, wallId: string) {
  await tx.delete(walls).where(eq(walls.id, wallId));
}

/**
 * Deletes the answers kept for the person's keyed writes. After the deletion's commit, not in it: the
 * deletion's own key is one of them, and its transaction commits only while that claim is there to mark.
 */
export async function deleteKeptAnswers(db: Tx, userId: string) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}

/**
 * Leaves the row as the anonymous author of what stays ('Deleted user'): no name, picture or settings,
 * and no identity, so the same identity may sign up again as a new user.
 */
export async function anonymiseUserRow(tx: Tx, userId: string) {
  await tx
    .update(users)
    .set({
      deleted: true,
      displayName: null,
      profilePictureKey: null,
      defaultGradeSystem: null,
      subject: `deleted|${userId}`,
    })
    .where(eq(users.id, userId));
}

/** Refuses tokens issued to `subject` until now (see `subjectRevoked`). */
export async function revokeSubject(tx: Tx, subject: string) {
  await tx
    .insert(revokedSubjects)
    .values({ subject })
    .onConflictDoUpdate({ target: revokedSubjects.subject, set: { revokedAt: new Date().toISOString() } });
}
