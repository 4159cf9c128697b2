import { USER_NOT_FOUND } from '@spraybook/contract';
import type { UpdateUserBody, User, UserSummary } from '@spraybook/contract';
import { requireAccess, requireAppAccess } from '../../access/access.ts';
import { readerId, type AuthIdentity, type Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import { todoShownTo } from '../../access/climb-visibility.ts';
import { favoritesShownTo } from '../../access/wall-visibility.ts';
import { appAccess } from '../../access/app-access.ts';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../http/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { followedUserIds } from './follows.queries.ts';
import { toUserSummary } from './user-summary.ts';
import {
  favoriteWallIds,
  findUserById,
  insertUser,
  searchUsersByName,
  todoClimbIds,
  updateUserRow,
  type UserRow,
} from './users.queries.ts';

/** The user as `caller` sees them; answers to the user themself leave `caller` out. */
async function toUser(ctx: AppContext, row: UserRow, caller?: Caller): Promise<User> {
  const deleted = row.deleted;
  return {
    id: row.id,
    display_name: deleted ? null : row.displayName,
    profile_picture_url: toUserSummary(ctx, row).profile_picture_url,
    deleted,
    default_grade_system: row.defaultGradeSystem,
    favorite_walls: deleted
      ? []
      : await favoriteWallIds(ctx.db, row.id, caller && favoritesShownTo(caller, row.id)),
    followed_users: deleted ? [] : await followedUserIds(ctx.db, row.id),
    followers_count: deleted ? 0 : row.followersCount,
    following_count: deleted ? 0 : row.followingCount,
    climbs_todo: deleted ? [] : await todoClimbIds(ctx.db, row.id, caller && todoShownTo(caller, row.id)),
    mobile_extra_canvas_padding: row.mobileExtraCanvasPadding,
  };
}

export async function getMe(ctx: AppContext, caller: Caller) {
  // Callers without a usable account (none yet, or a deleted one) have no user to answer.
  const userId = readerId(caller);
  const row = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!row || row.deleted) throw new NotFound(USER_NOT_FOUND);
  return toUser(ctx, row);
}

/** Creates the user of a signed-in identity, or answers the one it already has. */
export async function createUser(ctx: AppContext, caller: Caller, identity: AuthIdentity) {
  requireAppAccess(caller, appAccess.sign_up);
  return toUser(ctx, await inTransaction(ctx.db, (tx) => insertUser(tx, identity.subject)));
}

export async function getUser(ctx: AppContext, caller: Caller, id: string) {
  const row = await findUserById(ctx.db, id);
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return toUser(ctx, row, caller);
}

export async function updateUser(ctx: AppContext, caller: Caller, id: string, body: UpdateUserBody) {
  await requireAccess(ctx, caller, userAccess.update, id);
  const values = {
    ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
    ...(body.default_grade_system !== undefined ? { defaultGradeSystem: body.default_grade_system } : {}),
  };
  // A body with nothing to change (`{}`, or only unknown keys) is valid: answer the user as it is.
  const row = Object.keys(values).length
    ? await inTransaction(ctx.db, (tx) => updateUserRow(tx, id, values))
    : await findUserById(ctx.db, id);
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return toUser(ctx, row);
}

export async function searchUsers(ctx: AppContext, text: string, limit = 10): Promise<UserSummary[]> {
  const rows = await searchUsersByName(ctx.db, text, limit);
  return rows.map((row) => toUserSummary(ctx, row));
}
