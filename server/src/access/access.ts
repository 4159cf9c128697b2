import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { wallAdminUsers, wallInvitedUsers, walls } from '../db/schema.ts';
import { Forbidden, NotFound, Unauthorized } from '../http/errors.ts';

/**
 * Every permission of the app, decided in one place (spec section 6). Services call
 * `requireAccess` before touching a resource; the web hides buttons by the same rules
 * (`is_editable`), but only this decides.
 */
export type Action =
  | 'user.update'
  | 'user.favorites'
  | 'wall.read'
  | 'wall.update'
  | 'wall.change_admins'
  | 'wall.archive'
  | 'wall.delete'
  | 'wall.favorite';

export type WallRole = 'owner' | 'admin' | 'invited' | 'user' | 'visitor';

export interface Caller {
  /** The caller's users.id, or null for a visitor (or a signed-in identity not yet registered). */
  userId: string | null;
}

export interface WallFacts {
  private: boolean;
  archived: boolean;
}

export const NOT_WALL_EDITOR = "Only the wall's owner and admins can change this wall.";
export const NOT_WALL_OWNER = "Only the wall's owner can change its admins.";
export const NOT_YOURSELF = 'You can only change your own account.';
export const WALL_NOT_FOUND = 'Wall not found';

export type Decision = 'allow' | 'not_found' | 'forbidden' | 'sign_in';

/** The rule table for walls: who may do what, by role. Pure, so it is tested as a matrix. */
export function decideWall(action: Action, role: WallRole, wall: WallFacts): Decision {
  const editor = role === 'owner' || role === 'admin';
  const canSee = !wall.private || editor || role === 'invited';
  if (!canSee) return 'not_found';
  switch (action) {
    case 'wall.read':
      return 'allow';
    case 'wall.favorite':
      return role === 'visitor' ? 'sign_in' : 'allow';
    case 'wall.update':
    case 'wall.archive':
    case 'wall.delete':
      if (role === 'visitor') return 'sign_in';
      return editor ? 'allow' : 'forbidden';
    case 'wall.change_admins':
      if (role === 'visitor') return 'sign_in';
      return role === 'owner' ? 'allow' : 'forbidden';
    default:
      return 'forbidden';
  }
}

/** Users may change only themselves. */
export function decideUser(action: Action, caller: Caller, targetUserId: string): Decision {
  if (!caller.userId) return 'sign_in';
  return caller.userId === targetUserId ? 'allow' : 'forbidden';
}

export async function wallRole(
  db: Tx,
  caller: Caller,
  wallId: string,
): Promise<{ role: WallRole; wall: WallFacts } | null> {
  const [wall] = await db
    .select({ ownerId: walls.ownerId, private: walls.private, archived: walls.archived })
    .from(walls)
    .where(eq(walls.id, wallId));
  if (!wall) return null;
  if (!caller.userId) return { role: 'visitor', wall };
  if (wall.ownerId === caller.userId) return { role: 'owner', wall };
  const member = (table: typeof wallAdminUsers) =>
    db
      .select({ userId: table.userId })
      .from(table)
      .where(and(eq(table.wallId, wallId), eq(table.userId, caller.userId!)));
  const [[admin], [invited]] = await Promise.all([member(wallAdminUsers), member(wallInvitedUsers)]);
  return { role: admin ? 'admin' : invited ? 'invited' : 'user', wall };
}

const FORBIDDEN_TEXT: Partial<Record<Action, string>> = {
  'wall.update': NOT_WALL_EDITOR,
  'wall.archive': NOT_WALL_EDITOR,
  'wall.delete': NOT_WALL_EDITOR,
  'wall.change_admins': NOT_WALL_OWNER,
  'user.update': NOT_YOURSELF,
  'user.favorites': NOT_YOURSELF,
};

function enforce(decision: Decision, action: Action, notFound: string) {
  if (decision === 'allow') return;
  if (decision === 'not_found') throw new NotFound(notFound);
  if (decision === 'sign_in') throw new Unauthorized();
  throw new Forbidden(FORBIDDEN_TEXT[action] ?? 'You are not allowed to do this.');
}

/** Throws 401/403/404 unless the caller may do `action` on the resource; returns the wall role for walls. */
export async function requireAccess(db: Tx, caller: Caller, action: Action, resourceId: string) {
  if (action.startsWith('user.')) {
    enforce(decideUser(action, caller, resourceId), action, 'User not found');
    return null;
  }
  const found = await wallRole(db, caller, resourceId);
  if (!found) throw new NotFound(WALL_NOT_FOUND);
  enforce(decideWall(action, found.role, found.wall), action, WALL_NOT_FOUND);
  return found;
}
