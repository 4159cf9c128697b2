import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbAccess } from '../../access/climb-access.ts';
import { userAccess } from '../../access/user-access.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { getUser } from '../users/public.ts';
import { addTodoClimb, removeTodoClimb } from './todo.queries.ts';

/** Puts a climb the user can see on their to-do list; answers the user. */
export async function addTodo(ctx: AppContext, caller: Caller, userId: string, climbId: string) {
  await requireAccess(ctx, caller, userAccess.change_todo, userId);
  await requireAccess(ctx, caller, climbAccess.read, climbId);
  await inTransaction(ctx.db, (tx) => addTodoClimb(tx, userId, climbId));
  return getUser(ctx, caller, userId);
}

/** Takes a climb off the user's to-do list, even one since hidden from them; answers the user. */
export async function removeTodo(ctx: AppContext, caller: Caller, userId: string, climbId: string) {
  await requireAccess(ctx, caller, userAccess.change_todo, userId);
  await inTransaction(ctx.db, (tx) => removeTodoClimb(tx, userId, climbId));
  return getUser(ctx, caller, userId);
}
