import { CLIMB_NOT_ON_SESSION_WALL } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbAccess } from '../../access/climb-access.ts';
import type { AppContext } from '../../context.ts';
import { Invalid } from '../../http/errors.ts';

/**
 * A climb the caller may put before the group: one they read (no one else's draft: 404) on the session's
 * wall (another wall's: 400).
 */
export async function requireSessionClimb(ctx: AppContext, caller: Caller, climbId: string, wallId: string) {
  const { row } = await requireAccess(ctx, caller, climbAccess.read, climbId);
  if (row.wallId !== wallId) throw new Invalid(CLIMB_NOT_ON_SESSION_WALL);
}
