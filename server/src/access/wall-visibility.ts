import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { wallAdminUsers, wallInvitedUsers, walls } from '../db/schema/walls.ts';
import { readerId, readerSql, type Caller, type ReaderSql } from './caller.ts';

const isMember = (table: typeof wallAdminUsers, reader: SQL) =>
  sql`exists (select 1 from ${table} m where m.wall_id = ${walls.id} and m.user_id = ${reader})`;

/** The walls `wall.read` allows, as SQL: public ones, and private ones to their owner, admins and invited users. */
export function wallsReadableTo(caller: Caller): SQL {
  return wallsReadableBy(readerSql(caller));
}

/** `wallsReadableTo` for a reader given as SQL (a parameter, or a column naming each row's reader). */
export function wallsReadableBy(reader: ReaderSql): SQL {
  if (!reader) return eq(walls.private, false);
  const editor = or(sql`${walls.ownerId} = ${reader}`, isMember(wallAdminUsers, reader))!;
  return or(eq(walls.private, false), editor, isMember(wallInvitedUsers, reader))!;
}

/**
 * The walls `wall.list` allows, as SQL for lists filtered in the database (search, favourites, map,
 * quick search): private ones only for their owner, admins and invited users; archived ones only for
 * their owner and admins. wall-visibility.test.ts checks it agrees with the rule.
 */
export function wallsListedTo(caller: Caller): SQL {
  const reader = readerSql(caller);
  if (!reader) return and(eq(walls.private, false), eq(walls.archived, false))!;
  const editor = or(sql`${walls.ownerId} = ${reader}`, isMember(wallAdminUsers, reader))!;
  return and(wallsReadableTo(caller), or(eq(walls.archived, false), editor))!;
}

/**
 * The walls shown among `ownerId`'s favourites: all of them to the owner (a wall they lost access to
 * still shows, and opening it answers 404), to everyone else only those `wallsListedTo` them.
 */
export function favoritesShownTo(caller: Caller, ownerId: string): SQL | undefined {
  return readerId(caller) === ownerId ? undefined : wallsListedTo(caller);
}
