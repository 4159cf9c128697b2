import { requireAccess } from '../../access/access.ts';
import { resolveCaller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import { addFavoriteWall, removeFavoriteWall } from './users.queries.ts';
import { getUser } from './users.service.ts';

/** Adds a wall the user may see to their favourites; answers the user. */
export async function addFavorite(ctx: AppContext, identity: AuthIdentity, userId: string, wallId: string) {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'user.change_favorites', userId);
  await requireAccess(ctx, caller, 'wall.favorite', wallId);
  await addFavoriteWall(ctx.db, userId, wallId);
  return getUser(ctx, identity, userId);
}

/** Removes a favourite, even of a wall since hidden from the user; answers the user. */
export async function removeFavorite(
  ctx: AppContext,
  identity: AuthIdentity,
  userId: string,
  wallId: string,
) {
  await requireAccess(ctx, await resolveCaller(ctx, identity), 'user.change_favorites', userId);
  await removeFavoriteWall(ctx.db, userId, wallId);
  return getUser(ctx, identity, userId);
}
