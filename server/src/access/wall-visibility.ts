import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { wallAdminUsers, wallInvitedUsers, walls } from '../db/schema.ts';
import { readerId, type Caller } from './caller.ts';

const isMember = (table: typeof wallAdminUsers, userId: string) =>
  sql`exists (select 1 from ${table} m where m.wall_id = ${walls.id} and m.user_id = ${userId})`;

/** The walls `wall.read` allows, as SQL: public ones, and private ones to their owner, admins and invited users. */
export function wallsReadableTo(caller: Caller): SQL {
  const userId = readerId(caller);
  if (!userId) return eq(walls.private, false);
  const editor = or(eq(walls.ownerId, userId), isMember(wallAdminUsers, userId))!;
  return or(eq(walls.private, false), editor, isMember(wallInvitedUsers, userId))!;
}

/**
 * The walls `wall.list` allows, as SQL for lists filtered in the database (search, favourites, map,
 * quick search): private ones only for their owner, admins and invited users; archived ones only for
 * their owner and admins. wall-visibility.test.ts checks it agrees with the rule.
 */
export function wallsListedTo(caller: Caller): SQL {
  const userId = readerId(caller);
  if (!userId) return and(eq(walls.private, false), eq(walls.archived, false))!;
  const editor = or(eq(walls.ownerId, userId), isMember(wallAdminUsers, userId))!;
  return and(wallsReadableTo(caller), or(eq(walls.archived, false), editor))!;
}

/**
 * The walls shown among `ownerId`'s favourites: all of them to the owner (a wall they lost access to
 * still shows, and opening it answers 404), to everyone else only those `wallsListedTo` them.
 */
export function favoritesShownTo(caller: Caller, ownerId: string): SQL | undefined {
  return readerId(caller) === ownerId ? undefined : wallsListedTo(caller);
}
