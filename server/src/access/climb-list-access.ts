import { PUBLIC_LIST_EDITORS, CLIMB_LIST_NOT_FOUND } from '@spraybook/contract';
import { climbListRow } from './access.queries.ts';
import type { Decision } from './decision.ts';
import { defineKind } from './resource-kind.ts';
import { isWallEditor, lookupWall, wallAccess, wallReadableIn } from './wall-access.ts';

/** A registered user's relation to a list: its owner, or anyone else. */
export type ClimbListRole = 'owner' | 'other';

export interface ClimbListFacts {
  public: boolean;
  /** Whether the caller may read the list's wall (`wall.read`). */
  wallReadable: boolean;
  /** Whether the caller is the wall's owner or one of its admins. */
  wallEditor: boolean;
}

// A private list is its owner's alone: everyone else is told it does not exist.
const sees = (role: ClimbListRole | 'visitor', list: ClimbListFacts) =>
  list.wallReadable && (list.public || role === 'owner');
// Spec 6: a user changes their own lists; public lists only the wall's admins (and owner).
const mayChange = (role: ClimbListRole, list: ClimbListFacts): Decision =>
  !sees(role, list)
    ? 'not_found'
    : (list.public ? list.wallEditor : role === 'owner')
      ? 'allow'
      : 'forbidden';

// Its owner may always delete a private list, also once the wall is out of reach (removed from a private
// wall): it is their own data, and deleting tells them nothing of the wall.
const mayDelete = (role: ClimbListRole, list: ClimbListFacts): Decision =>
  role === 'owner' && !list.public ? 'allow' : mayChange(role, list);

/** The wall verb creating a list needs: a public list is its wall's admins' to make (spec 6). */
export const createListPermission = (isPublic: boolean) =>
  isPublic ? wallAccess.create_public_list : wallAccess.create_list;

/** Lists of climbs (spec 6, Lists): created with `wall.create_list` or `wall.create_public_list`. */
export const climbListAccess = defineKind<ClimbListRole, ClimbListFacts>()({
  notFound: CLIMB_LIST_NOT_FOUND,
  async lookup(db, userId, listId) {
    const list = await climbListRow(db, listId);
    if (!list) return null;
    const wall = await lookupWall(db, userId, list.wallId);
    if (!wall) return null;
    const facts = {
      public: list.public,
      wallReadable: wallReadableIn(wall),
      wallEditor: isWallEditor(wall.role),
    };
    // The list's row comes back to the service, which answers with it (no second read).
    if (!userId) return { role: 'visitor', facts, row: list };
    return { role: list.ownerId === userId ? 'owner' : 'other', facts, row: list };
  },
  reads: { read: (role, list) => (sees(role, list) ? 'allow' : 'not_found') },
  writes: { update: mayChange, delete: mayDelete, change_climbs: mayChange },
  forbidden: { update: PUBLIC_LIST_EDITORS, delete: PUBLIC_LIST_EDITORS, change_climbs: PUBLIC_LIST_EDITORS },
});
