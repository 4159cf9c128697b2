import { requireAccess } from '../../access/access.ts';
import { resolveCaller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { AuthIdentity } from '../../plugins/auth.ts';
import { addTodoClimb, removeTodoClimb } from './users.queries.ts';
import { getUser } from './users.service.ts';

/** Puts a climb the user can see on their to-do list; answers the user. */
export async function addTodo(ctx: AppContext, identity: AuthIdentity, userId: string, climbId: string) {
  const caller = await resolveCaller(ctx, identity);
  await requireAccess(ctx, caller, 'user.change_todo', userId);
  await requireAccess(ctx, caller, 'climb.read', climbId);
  await addTodoClimb(ctx.db, userId, climbId);
  return getUser(ctx, identity, userId);
}

/** Takes a climb off the user's to-do list, even one since hidden from them; answers the user. */
export async function removeTodo(ctx: AppContext, identity: AuthIdentity, userId: string, climbId: string) {
  await requireAccess(ctx, await resolveCaller(ctx, identity), 'user.change_todo', userId);
  await removeTodoClimb(ctx.db, userId, climbId);
  return getUser(ctx, identity, userId);
}
