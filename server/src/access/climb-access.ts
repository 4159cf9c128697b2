import { CLIMB_NOT_FOUND, NOT_CLIMB_EDITOR } from '@spraybook/contract';
import { climbRow } from './access.queries.ts';
import type { Decision } from './decision.ts';
import { defineKind } from './resource-kind.ts';
import { isWallEditor, lookupWall, wallReadableIn, type WallRole } from './wall-access.ts';

/** A registered user's role on a climb: its setter, an editor (owner or admin) of its wall, or neither. */
export type ClimbRole = 'setter' | 'wall_editor' | 'viewer';

export interface ClimbFacts {
  draft: boolean;
  /** Whether the caller may read the climb's wall (`wall.read`): a hidden wall hides its climbs. */
  wallReadable: boolean;
}

/** A registered user's role on a climb, from its setter and the user's role on the wall. */
export function climbRoleOf(userId: string, climb: { setterId: string }, wallRole: WallRole): ClimbRole {
  if (climb.setterId === userId) return 'setter';
  return isWallEditor(wallRole) ? 'wall_editor' : 'viewer';
}

// A draft is its setter's alone: everyone else, wall editors included, is told it does not exist.
const sees = (role: ClimbRole | 'visitor', climb: ClimbFacts) =>
  climb.wallReadable && (!climb.draft || role === 'setter');
const mayChange = (role: ClimbRole, climb: ClimbFacts): Decision =>
  !sees(role, climb) ? 'not_found' : role === 'setter' || role === 'wall_editor' ? 'allow' : 'forbidden';

/** Climbs: read by whoever reads their wall (drafts by their setter only); changed by setter or wall editors. */
export const climbAccess = defineKind<ClimbRole, ClimbFacts>()({
  notFound: CLIMB_NOT_FOUND,
  async lookup(db, userId, climbId) {
    const climb = await climbRow(db, climbId);
    if (!climb) return null;
    const wall = await lookupWall(db, userId, climb.wallId);
    if (!wall) return null;
    const facts = { draft: climb.draft, wallReadable: wallReadableIn(wall) };
    // The climb's row and the wall's check too, so the service reads neither again (`climbFlagsOnWall`).
    const found = { row: climb, wall };
    if (!userId || wall.role === 'visitor') return { role: 'visitor' as const, facts, ...found };
    return { role: climbRoleOf(userId, climb, wall.role), facts, ...found };
  },
  reads: {
    // Also the rule the wall's climb list follows; `climbsListedTo` is it as SQL.
    read: (role, climb) => (sees(role, climb) ? 'allow' : 'not_found'),
  },
  writes: {
    update: mayChange,
    delete: mayChange,
    // Anyone who sees a climb may tick it, vote, add beta and comment on it (a setter their own draft too).
    tick: (role, climb) => (sees(role, climb) ? 'allow' : 'not_found'),
    vote: (role, climb) => (sees(role, climb) ? 'allow' : 'not_found'),
    add_beta_video: (role, climb) => (sees(role, climb) ? 'allow' : 'not_found'),
    comment: (role, climb) => (sees(role, climb) ? 'allow' : 'not_found'),
  },
  forbidden: { update: NOT_CLIMB_EDITOR, delete: NOT_CLIMB_EDITOR },
});
