import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import { wallAccess } from '../../access/wall-access.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { addFavoriteWall, removeFavoriteWall } from './users.queries.ts';
import { getUser } from './users.service.ts';

/** Adds a wall the user may see to their favourites; answers the user. */
export async function addFavorite(ctx: AppContext, caller: Caller, userId: string, wallId: string) {
  await requireAccess(ctx, caller, userAccess.change_favorites, userId);
  await requireAccess(ctx, caller, wallAccess.favorite, wallId);
  await inTransaction(ctx.db, (tx) => addFavoriteWall(tx, userId, wallId));
  return getUser(ctx, caller, userId);
}

/** Removes a favourite, even of a wall since hidden from the user; answers the user. */
export async function removeFavorite(ctx: AppContext, caller: Caller, userId: string, wallId: string) {
  await requireAccess(ctx, caller, userAccess.change_favorites, userId);
  await inTransaction(ctx.db, (tx) => removeFavoriteWall(tx, userId, wallId));
  return getUser(ctx, caller, userId);
}
