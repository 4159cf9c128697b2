import { asc, eq, or } from 'drizzle-orm';
import type { AccountPart } from '../../account-data/account-part.ts';
import { climbColumns, onClimb } from '../../account-data/shown-names.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { writeCounts } from '../../db/schema/http.ts';
import { walls } from '../../db/schema/walls.ts';
import { climbsTodo, userFollows } from './schema.ts';

/**
 * The users feature's own part of a person's account: their to-do list in the export; their to-do, follows and
 * the bookkeeping of their write limits gone with the account.
 */
export const usersAccountPart: AccountPart = {
  async exportSections({ db, userId, names }) {
    const todo = await db
      .select({ ...climbColumns(names), added: climbsTodo.created })
      .from(climbsTodo)
      .innerJoin(climbs, eq(climbs.id, climbsTodo.climbId))
      .innerJoin(walls, eq(walls.id, climbs.wallId))
      .where(eq(climbsTodo.userId, userId))
      .orderBy(asc(climbsTodo.created));
    return { todo: todo.map((t) => ({ ...onClimb(t), added: t.added })) };
  },
  async deletePersonalRows(tx, userId) {
    await tx.delete(climbsTodo).where(eq(climbsTodo.userId, userId));
    await tx.delete(writeCounts).where(eq(writeCounts.userId, userId));
    // Follows both ways: the people they followed and their followers lose them from their counts (trigger).
    await tx
      .delete(userFollows)
      .where(or(eq(userFollows.followerId, userId), eq(userFollows.followedId, userId)));
  },
};
