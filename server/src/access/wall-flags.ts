import type { Wall } from '@spraybook/contract';
import { decide } from './access.ts';
import type { Caller } from './caller.ts';
import { wallRoleOf, type WallFacts } from './wall-access.ts';

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
  const may = (
    action: 'wall.update' | 'wall.change_admins' | 'wall.create_public_list' | 'wall.edit_holds',
  ) => decide(action, who, wall) === 'allow';
  return {
    is_editable: may('wall.update'),
    can_change_admins: may('wall.change_admins'),
    can_publish_lists: may('wall.create_public_list'),
    can_edit_holds: may('wall.edit_holds'),
  };
}
