import type { UpdateUserBody, User, UserSummary } from '@spraybook/contract';
import { requireAccess, type Caller } from '../../access/access.ts';
import type { AppContext } from '../../context.ts';
import { Forbidden, NotFound } from '../../http/errors.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import {
  favoriteWallIds,
  findUserById,
  findUserBySubject,
  insertUser,
  searchUsersByName,
  updateUserRow,
  type UserRow,
} from './users.queries.ts';

export const USER_NOT_FOUND = 'User not found';
export const REGISTER_FIRST = 'Finish creating your account first.';

/** The caller as the access rules see them: a users.id, or null for visitors. */
export async function resolveCaller(ctx: AppContext, identity: AuthIdentity | null): Promise<Caller> {
  if (!identity) return { userId: null };
  const user = await findUserBySubject(ctx.db, identity.subject);
  return { userId: user && !user.deleted ? user.id : null };
}

/** Like resolveCaller, for writes: a signed-in identity without a user row cannot write yet. */
export async function requireRegisteredCaller(
  ctx: AppContext,
  identity: AuthIdentity,
): Promise<{ userId: string }> {
  const caller = await resolveCaller(ctx, identity);
  if (!caller.userId) throw new Forbidden(REGISTER_FIRST);
  return { userId: caller.userId };
}

export function imageUrl(key: string) {
  return `/images/${key}`;
}

export async function toUser(ctx: AppContext, row: UserRow): Promise<User> {
  const deleted = row.deleted;
  return {
    id: row.id,
    display_name: deleted ? null : row.displayName,
    profile_picture_url: !deleted && row.profilePictureKey ? imageUrl(row.profilePictureKey) : null,
    deleted,
    default_grade_system: row.defaultGradeSystem,
    favorite_walls: deleted ? [] : await favoriteWallIds(ctx.db, row.id),
    followed_users: [],
    climbs_todo: [],
    mobile_extra_canvas_padding: row.mobileExtraCanvasPadding,
  };
}

export async function getMe(ctx: AppContext, identity: AuthIdentity) {
  const row = await findUserBySubject(ctx.db, identity.subject);
  if (!row || row.deleted) throw new NotFound(USER_NOT_FOUND);
  return toUser(ctx, row);
}

export async function createUser(ctx: AppContext, identity: AuthIdentity) {
  return toUser(ctx, await insertUser(ctx.db, identity.subject));
}

export async function getUser(ctx: AppContext, id: string) {
  const row = await findUserById(ctx.db, id);
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return toUser(ctx, row);
}

export async function updateUser(ctx: AppContext, identity: AuthIdentity, id: string, body: UpdateUserBody) {
  const caller = await requireRegisteredCaller(ctx, identity);
  await requireAccess(ctx.db, caller, 'user.update', id);
  const row = await updateUserRow(ctx.db, id, {
    ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
    ...(body.default_grade_system !== undefined ? { defaultGradeSystem: body.default_grade_system } : {}),
  });
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return toUser(ctx, row);
}

export async function searchUsers(ctx: AppContext, text: string): Promise<UserSummary[]> {
  const rows = await searchUsersByName(ctx.db, text, 10);
  return rows.map((r) => ({ id: r.id, display_name: r.displayName, deleted: r.deleted }));
}
