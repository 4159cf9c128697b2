import type { Wall } from '@spraybook/contract';
import type { Caller } from './caller.ts';
import { wallAccess, wallRoleOf, type WallFacts } from './wall-access.ts';

interface WallForFlags extends WallFacts {
  ownerId: string;
  admins: readonly string[];
  invited: readonly string[];
}

export type WallFlags = Pick<
  Wall,
  'is_editable' | 'can_change_admins' | 'can_publish_lists' | 'can_edit_holds'
>;

/** The permission flags a wall answer carries, so the web shows exactly the buttons the rules allow. */
export function wallFlags(caller: Caller, wall: WallForFlags): WallFlags {
  const who = caller.state === 'registered' ? wallRoleOf(caller.userId, wall) : caller.state;
  const may = (permission: typeof wallAccess.update) => permission.decide(who, wall) === 'allow';
  return {
    is_editable: may(wallAccess.update),
    can_change_admins: may(wallAccess.change_admins),
    can_publish_lists: may(wallAccess.create_public_list),
    can_edit_holds: may(wallAccess.edit_holds),
  };
}
