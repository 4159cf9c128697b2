import {
  CANNOT_FOLLOW_YOURSELF,
  FOLLOW_LIST_LIMIT,
  USER_NOT_FOUND,
  type UserSummary,
} from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import type { AppContext } from '../../context.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { deleteFollow, followPeople, insertFollow } from './follows.queries.ts';
import { findUserById } from './users.queries.ts';
import { getUser } from './users.service.ts';
import { toUserSummary } from './user-summary.ts';

/** A user one may follow: one that exists and is not deleted. */
async function requireFollowable(ctx: AppContext, targetId: string) {
  const target = await findUserById(ctx.db, targetId);
  if (!target || target.deleted) throw new NotFound(USER_NOT_FOUND);
}

/** POST /users/{me}/follow/{target}: answers the follower, with the target among `followed_users`. */
export async function follow(ctx: AppContext, caller: Caller, userId: string, targetId: string) {
  await requireAccess(ctx, caller, userAccess.follow, userId);
  if (targetId === userId) throw new Invalid(CANNOT_FOLLOW_YOURSELF);
  await requireFollowable(ctx, targetId);
  await inTransaction(ctx.db, (tx) => insertFollow(tx, userId, targetId));
  return getUser(ctx, caller, userId);
}

/** DELETE /users/{me}/unfollow/{target}: also for a target since deleted, so nothing is left stuck. */
export async function unfollow(ctx: AppContext, caller: Caller, userId: string, targetId: string) {
  await requireAccess(ctx, caller, userAccess.follow, userId);
  if (targetId === userId) throw new Invalid(CANNOT_FOLLOW_YOURSELF);
  if (!(await findUserById(ctx.db, targetId))) throw new NotFound(USER_NOT_FOUND);
  await inTransaction(ctx.db, (tx) => deleteFollow(tx, userId, targetId));
  return getUser(ctx, caller, userId);
}

/** GET /users/{id}/followers and /following: public, like the profile and its counts. */
export async function followList(
  ctx: AppContext,
  userId: string,
  side: 'followers' | 'following',
): Promise<UserSummary[]> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new NotFound(USER_NOT_FOUND);
  const rows = await followPeople(ctx.db, userId, side, FOLLOW_LIST_LIMIT);
  return rows.map((row) => toUserSummary(ctx, row));
}
