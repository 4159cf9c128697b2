import type { Wall } from '@spraybook/contract';
import { decide } from './access.ts';
import type { Caller } from './caller.ts';
import { wallRoleOf, type WallFacts } from './wall-access.ts';

interface WallForFlags extends WallFacts {
  ownerId: string;
  admins: readonly string[];
  invited: readonly string[];
}

/** The permission flags a wall answer carries, so the web shows exactly the buttons the rules allow. */
export function wallFlags(caller: Caller, wall: WallForFlags): Pick<Wall, 'is_editable'> {
  const who = caller.state === 'registered' ? wallRoleOf(caller.userId, wall) : caller.state;
  return { is_editable: decide('wall.update', who, wall) === 'allow' };
}
