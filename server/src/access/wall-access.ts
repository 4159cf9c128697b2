import {
  PUBLIC_LIST_ADMINS_ONLY,
  NOT_HOLD_EDITOR,
  NOT_WALL_EDITOR,
  NOT_WALL_OWNER,
  WALL_ARCHIVED,
  WALL_NOT_FOUND,
} from '@spraybook/contract';
import type { Tx } from '../db/client.ts';
import { wallWithMembership } from './access.queries.ts';
import type { Decision } from './decision.ts';
import { defineKind } from './resource-kind.ts';

/** A registered user's role on a wall; `user` is a stranger to it. */
export type WallRole = 'owner' | 'admin' | 'invited' | 'user';

export interface WallFacts {
  private: boolean;
  archived: boolean;
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

/** What a wall check found: the caller's role, the facts wall rules read, and the wall's owner. */
export interface WallLookup {
  role: WallRole | 'visitor';
  facts: WallFacts;
  ownerId: string;
}

/** The caller's role on a wall and the facts wall rules read; null if the wall does not exist. */
export async function lookupWall(db: Tx, userId: string | null, wallId: string): Promise<WallLookup | null> {
  const wall = await wallWithMembership(db, wallId, userId);
  if (!wall) return null;
  const facts = { private: wall.private, archived: wall.archived };
  if (!userId) return { role: 'visitor', facts, ownerId: wall.ownerId };
  const role = wall.ownerId === userId ? 'owner' : wall.admin ? 'admin' : wall.invited ? 'invited' : 'user';
  return { role, facts, ownerId: wall.ownerId };
}

/** Whether a wall check's finding lets the caller read the wall (`wall.read`). */
export const wallReadableIn = (wall: WallLookup | null | undefined) =>
  !!wall && wallAccess.decide('read', wall.role, wall.facts) === 'allow';

/** Spec section 6: owners and admins edit, archive and delete; only owners change admins. */
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
    // Spec 6: private lists for anyone who reads the wall, public ones for its admins.
    create_list: (role, wall) => seenThen(role, wall, true),
    create_public_list: (role, wall) => seenThen(role, wall, isWallEditor(role)),
    update: (role, wall) => seenThen(role, wall, isWallEditor(role)),
    archive: (role, wall) => seenThen(role, wall, isWallEditor(role)),
    delete: (role, wall) => seenThen(role, wall, isWallEditor(role)),
    change_admins: (role, wall) => seenThen(role, wall, role === 'owner'),
    // Anyone who may read the wall sets climbs on it; an archived wall only takes its editors' climbs.
    add_climb: (role, wall) => seenThen(role, wall, !wall.archived || isWallEditor(role)),
    edit_holds: (role, wall) => seenThen(role, wall, isWallEditor(role)),
  },
  forbidden: {
    update: NOT_WALL_EDITOR,
    archive: NOT_WALL_EDITOR,
    delete: NOT_WALL_EDITOR,
    change_admins: NOT_WALL_OWNER,
    add_climb: WALL_ARCHIVED,
    edit_holds: NOT_HOLD_EDITOR,
    create_public_list: PUBLIC_LIST_ADMINS_ONLY,
  },
});
