import type { Climb } from '@spraybook/contract';
import type { Caller } from './caller.ts';
import { climbAccess, climbRoleOf } from './climb-access.ts';
import { wallReadableIn, type WallLookup } from './wall-access.ts';

type ClimbForFlags = { setterId: string; draft: boolean };

/**
 * The permission flags of climbs on one wall, from the same rules as `requireAccess`: from the wall
 * check the service already passed (`wall.read`, or the climb check's `wall`), then for each climb.
 */
export function climbFlagsOnWall(caller: Caller, wall: WallLookup | null) {
  const wallReadable = wallReadableIn(wall);
  return (climb: ClimbForFlags): Pick<Climb, 'is_editable'> => {
    const facts = { draft: climb.draft, wallReadable };
    const who =
      caller.state !== 'registered'
        ? caller.state
        : !wall || wall.role === 'visitor'
          ? 'viewer'
          : climbRoleOf(caller.userId, climb, wall.role);
    return { is_editable: climbAccess.update.decide(who, facts) === 'allow' };
  };
}
