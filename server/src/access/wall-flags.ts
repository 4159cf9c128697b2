import type { Wall } from '@spraybook/contract';
import type { Caller } from './caller.ts';
import { wallAccess, wallRoleOf, type WallFacts } from './wall-access.ts';
import { wallClaimAccess } from './wall-claim-access.ts';

interface WallForFlags extends WallFacts {
  ownerId: string;
  admins: readonly string[];
  invited: readonly string[];
  /** Whether the caller set a published climb on the wall (who may claim an orphaned one). */
  callerSetClimbs: boolean;
}

export type WallFlags = Pick<
  Wall,
  'is_editable' | 'can_change_admins' | 'can_publish_lists' | 'can_edit_holds' | 'can_claim'
>;

/** The permission flags a wall answer carries, so the web shows exactly the buttons the rules allow. */
export function wallFlags(caller: Caller, wall: WallForFlags): WallFlags {
  const who = caller.state === 'registered' ? wallRoleOf(caller.userId, wall) : caller.state;
  const may = (permission: typeof wallAccess.update) => permission.decide(who, wall) === 'allow';
  const claimant = caller.state !== 'registered' ? caller.state : wall.callerSetClimbs ? 'setter' : 'climber';
  return {
    is_editable: may(wallAccess.update),
    can_change_admins: may(wallAccess.change_admins),
    can_publish_lists: may(wallAccess.create_public_list),
    can_edit_holds: may(wallAccess.edit_holds),
    // The wall is in an answer to this caller, so they read it.
    can_claim:
      wallClaimAccess.claim.decide(claimant, { readable: true, orphaned: wall.orphaned }) === 'allow',
  };
}
