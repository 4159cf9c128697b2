import {
  PUBLIC_LIST_ADMINS_ONLY,
  NOT_HOLD_EDITOR,
  NOT_WALL_EDITOR,
  NOT_WALL_OWNER,
  WALL_ARCHIVED,
  WALL_HAS_NO_OWNER,
  WALL_NOT_FOUND,
} from '@spraybook/contract';
import type { Tx } from '../db/client.ts';
import type { walls } from '../db/schema/walls.ts';
import { wallWithMembership } from './access.queries.ts';
import type { Decision } from './decision.ts';
import { defineKind } from './resource-kind.ts';

/** A registered user's role on a wall; `user` is a stranger to it. */
export type WallRole = 'owner' | 'admin' | 'invited' | 'user';

export interface WallFacts {
  private: boolean;
  archived: boolean;
  /**
   * Its owner deleted their account and no admin was left to take it, but others' climbs or ticks are
   * on it: read as before, changed by nobody until a climber claims it (wall-claim-access.ts).
   */
  orphaned: boolean;
}

/** A registered user's role, from the wall's owner and member lists. */
export function wallRoleOf(
  userId: string,
  wall: { ownerId: string; admins: readonly string[]; invited: readonly string[] },
): WallRole {
  if (wall.ownerId === userId) return 'owner';
  if (wall.admins.includes(userId)) return 'admin';
  return wall.invited.includes(userId) ? 'invited' : 'user';
}

export const isWallEditor = (role: WallRole | 'visitor') => role === 'owner' || role === 'admin';
// Private walls do not reveal that they exist: outsiders get 404, never 403.
const sees = (role: WallRole | 'visitor', wall: WallFacts) =>
  !wall.private || role === 'invited' || isWallEditor(role);
const seenThen = (role: WallRole, wall: WallFacts, allowed: boolean): Decision =>
  !sees(role, wall) ? 'not_found' : allowed ? 'allow' : 'forbidden';
/** A change to the wall itself, or what its editors would have to look after: nobody's on an orphaned wall. */
const edit = (role: WallRole, wall: WallFacts, allowed: boolean) =>
  seenThen(role, wall, allowed && !wall.orphaned);
/** The 403 detail of an edit: an orphaned wall's reason, else the verb's own. */
const editRefused = (detail: string) => (wall: WallFacts) => (wall.orphaned ? WALL_HAS_NO_OWNER : detail);

/** What a wall check found: the caller's role, the facts wall rules read, and the wall's row. */
export interface WallLookup {
  role: WallRole | 'visitor';
  facts: WallFacts;
  /** The wall as the check read it, so the service reads it no second time. */
  row: typeof walls.$inferSelect;
}

/** The caller's role on a wall and the facts wall rules read; null if the wall does not exist. */
export async function lookupWall(db: Tx, userId: string | null, wallId: string): Promise<WallLookup | null> {
  const found = await wallWithMembership(db, wallId, userId);
  if (!found) return null;
  const { row, orphaned, admin, invited } = found;
  const facts = { private: row.private, archived: row.archived, orphaned };
  if (!userId) return { role: 'visitor', facts, row };
  const role = row.ownerId === userId ? 'owner' : admin ? 'admin' : invited ? 'invited' : 'user';
  return { role, facts, row };
}

/** Whether a wall check's finding lets the caller read the wall (`wall.read`). */
export const wallReadableIn = (wall: WallLookup | null | undefined) =>
  !!wall && wallAccess.decide('read', wall.role, wall.facts) === 'allow';

/**
 * Spec section 6: owners and admins edit, archive and delete; only owners change admins. An orphaned
 * wall (docs/decisions/0141-orphaned-wall-read-only.md) is read as before and edited by nobody.
 */
export const wallAccess = defineKind<WallRole, WallFacts>()({
  notFound: WALL_NOT_FOUND,
  lookup: lookupWall,
  reads: {
    // A direct link opens an archived wall too: ticks and shared links keep working.
    read: (role, wall) => (sees(role, wall) ? 'allow' : 'not_found'),
    // Search, favourites and the map; `wallsListedTo` is this rule as SQL.
    list: (role, wall) =>
      sees(role, wall) && (!wall.archived || isWallEditor(role)) ? 'allow' : 'not_found',
  },
  writes: {
    favorite: (role, wall) => seenThen(role, wall, true),
    comment: (role, wall) => seenThen(role, wall, true),
    // Whoever reads a wall may climb on it with friends: an archived or orphaned wall's climbs are still there.
    start_session: (role, wall) => seenThen(role, wall, true),
    // Spec 6: private lists for anyone who reads the wall, public ones for its admins.
    create_list: (role, wall) => seenThen(role, wall, true),
    create_public_list: (role, wall) => edit(role, wall, isWallEditor(role)),
    update: (role, wall) => edit(role, wall, isWallEditor(role)),
    archive: (role, wall) => edit(role, wall, isWallEditor(role)),
    delete: (role, wall) => edit(role, wall, isWallEditor(role)),
    change_admins: (role, wall) => edit(role, wall, role === 'owner'),
    // Anyone who may read the wall sets climbs on it; an archived wall only takes its editors' climbs,
    // an orphaned one nobody's (no one could take a spam climb off it).
    add_climb: (role, wall) => edit(role, wall, !wall.archived || isWallEditor(role)),
    edit_holds: (role, wall) => edit(role, wall, isWallEditor(role)),
  },
  forbidden: {
    update: editRefused(NOT_WALL_EDITOR),
    archive: editRefused(NOT_WALL_EDITOR),
    delete: editRefused(NOT_WALL_EDITOR),
    change_admins: editRefused(NOT_WALL_OWNER),
    add_climb: editRefused(WALL_ARCHIVED),
    edit_holds: editRefused(NOT_HOLD_EDITOR),
    create_public_list: editRefused(PUBLIC_LIST_ADMINS_ONLY),
  },
});
