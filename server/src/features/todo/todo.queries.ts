import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbsTodo } from '../users/public.ts';

export async function addTodoClimb(db: Tx, userId: string, climbId: string) {
  await db.insert(climbsTodo).values({ userId, climbId }).onConflictDoNothing();
}

export async function removeTodoClimb(db: Tx, userId: string, climbId: string) {
  await db.delete(climbsTodo).where(and(eq(climbsTodo.userId, userId), eq(climbsTodo.climbId, climbId)));
}
