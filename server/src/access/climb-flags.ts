import type { Climb } from '@spraybook/contract';
import type { Tx } from '../db/client.ts';
import { decide } from './access.ts';
import { readerId, type Caller } from './caller.ts';
import { climbRoleOf } from './climb-access.ts';
import { lookupWall, wallAccess } from './wall-access.ts';

type ClimbForFlags = { setterId: string; draft: boolean };

/**
 * The permission flags of climbs on one wall, from the same rules as `requireAccess`: looks the
 * caller's role on the wall up once, then answers for each climb.
 */
export async function climbFlagsOnWall(db: Tx, caller: Caller, wallId: string) {
  const userId = readerId(caller);
  const wall = await lookupWall(db, userId, wallId);
  const wallReadable = !!wall && wallAccess.decide('read', wall.role, wall.facts) === 'allow';
  return (climb: ClimbForFlags): Pick<Climb, 'is_editable'> => {
    const facts = { draft: climb.draft, wallReadable };
    const who =
      caller.state !== 'registered'
        ? caller.state
        : !wall || wall.role === 'visitor'
          ? 'viewer'
          : climbRoleOf(caller.userId, climb, wall.role);
    return { is_editable: decide('climb.update', who, facts) === 'allow' };
  };
}
