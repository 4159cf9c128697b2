import { eq } from 'drizzle-orm';
import type { AccountPart } from '../../account-data/account-part.ts';
import { wallAdminUsers, wallInvitedUsers } from '../../db/schema/walls.ts';
import { favoriteWalls, photoUploads } from './schema.ts';

/**
 * What goes of the walls with a person's account: their favourites, memberships and photo uploads. (Their
 * favourites are exported in their profile; the walls they own, by users' account deletion, which decides each
 * one's fate.)
 */
export const wallsAccountPart: AccountPart = {
  async deletePersonalRows(tx, userId) {
    await tx.delete(favoriteWalls).where(eq(favoriteWalls.userId, userId));
    await tx.delete(wallAdminUsers).where(eq(wallAdminUsers.userId, userId));
    await tx.delete(wallInvitedUsers).where(eq(wallInvitedUsers.userId, userId));
    await tx.delete(photoUploads).where(eq(photoUploads.userId, userId));
  },
};
