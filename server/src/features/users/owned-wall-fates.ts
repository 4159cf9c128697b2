import type { OwnedWallFate } from '@spraybook/contract';
import type { Tx } from '../../db/client.ts';
import { longestStandingAdmin, othersWorkOnWall, ownedWalls } from './account-deletion.queries.ts';

/**
 * What deleting the account does with each wall it owns (docs/decisions/0140-owned-wall-fates.md):
 * it passes to its longest-standing admin with an account; without one it stays, owned by nobody, when
 * anyone else set or ticked a climb on it; else it is deleted. The deletion and its preview both ask here.
 */
export async function ownedWallFates(tx: Tx, userId: string): Promise<OwnedWallFate[]> {
  const fates: OwnedWallFate[] = [];
  for (const wall of await ownedWalls(tx, userId)) {
    const heir = await longestStandingAdmin(tx, wall.id);
    if (heir)
      fates.push({ ...wall, fate: 'to_admin', heir: { id: heir.userId, display_name: heir.displayName } });
    else if (await othersWorkOnWall(tx, wall.id, userId))
      fates.push({ ...wall, fate: 'kept_without_owner', heir: null });
    else fates.push({ ...wall, fate: 'deleted', heir: null });
  }
  return fates;
}
