import type { ClimbList } from '@spraybook/contract';
import type { Tx } from '../db/client.ts';
import { readerId, type Caller } from './caller.ts';
import { climbListAccess } from './climb-list-access.ts';
import { isWallEditor, lookupWall, wallReadableIn } from './wall-access.ts';

/**
 * The `is_editable` flag of lists on one wall, from the same rules as `requireAccess`: looks the
 * caller's role on the wall up once, then answers for each list.
 */
export async function climbListFlagsOnWall(db: Tx, caller: Caller, wallId: string) {
  const userId = readerId(caller);
  const wall = await lookupWall(db, userId, wallId);
  const wallReadable = wallReadableIn(wall);
  const wallEditor = !!wall && isWallEditor(wall.role);
  return (list: { ownerId: string; public: boolean }): Pick<ClimbList, 'is_editable'> => {
    const who =
      caller.state !== 'registered' ? caller.state : list.ownerId === caller.userId ? 'owner' : 'other';
    const facts = { public: list.public, wallReadable, wallEditor };
    return { is_editable: climbListAccess.update.decide(who, facts) === 'allow' };
  };
}
