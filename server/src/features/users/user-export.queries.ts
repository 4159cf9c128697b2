import { asc, eq, sql } from 'drizzle-orm';
import { nameIf, type ShownNames } from '../../account-data/shown-names.ts';
import type { Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { walls } from '../../db/schema/walls.ts';
import { favoriteWalls } from '../walls/public.ts';

export async function exportProfile(db: Tx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The built-in account's username and e-mail address, if the subject is one. */
export async function exportAccount(db: Tx, accountId: string | null) {
  if (!accountId || !/^[0-9a-f-]{36}$/.test(accountId)) return undefined;
  const [row] = await db
    .select({ username: accounts.username, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

export function exportFavorites(db: Tx, userId: string, names: ShownNames) {
  return db
    .select({ wallId: walls.id, wallName: nameIf(names.wallShown, sql`${walls.name}`) })
    .from(favoriteWalls)
    .innerJoin(walls, eq(walls.id, favoriteWalls.wallId))
    .where(eq(favoriteWalls.userId, userId))
    .orderBy(asc(favoriteWalls.created));
}
