import { NOT_WALL_CLAIMANT, WALL_NOT_FOUND } from '@spraybook/contract';
import type { Tx } from '../db/client.ts';
import { wallsWithPublishedClimbsBy } from './access.queries.ts';
import { readerId, type Caller } from './caller.ts';
import { defineKind } from './resource-kind.ts';
import { lookupWall, wallReadableIn } from './wall-access.ts';

/** A registered caller's standing on a wall without an owner: set a published climb on it, or not. */
export type WallClaimRole = 'setter' | 'climber';

export interface WallClaimFacts {
  /** `wall.read`: a wall hidden from the caller is not found. */
  readable: boolean;
  /** The owner deleted their account and nobody took the wall over (`WallFacts.orphaned`). */
  orphaned: boolean;
}

/**
 * Claiming an orphaned wall (docs/decisions/0142-wall-claim-rule.md): a climber who reads it and
 * set a published climb on it becomes its owner; the first claim wins, after it the wall has an owner.
 */
export const wallClaimAccess = defineKind<WallClaimRole, WallClaimFacts>()({
  notFound: WALL_NOT_FOUND,
  async lookup(db, userId, wallId) {
    const wall = await lookupWall(db, userId, wallId);
    if (!wall) return null;
    const facts = { readable: wallReadableIn(wall), orphaned: wall.facts.orphaned };
    if (!userId) return { role: 'visitor' as const, facts };
    // Only asked of a wall that can be claimed: every other wall answers the same for everyone.
    const setter =
      facts.readable &&
      facts.orphaned &&
      (await wallsWithPublishedClimbsBy(db, userId, [wallId])).has(wallId);
    return { role: setter ? ('setter' as const) : ('climber' as const), facts };
  },
  reads: {},
  writes: {
    claim: (role, wall) =>
      !wall.readable ? 'not_found' : wall.orphaned && role === 'setter' ? 'allow' : 'forbidden',
  },
  forbidden: { claim: NOT_WALL_CLAIMANT },
});

/**
 * Of these walls (a page's orphaned ones), those the caller set a published climb on: the claim rule's
 * role for `wallFlags`' `can_claim`, read for the whole page at once.
 */
export async function wallsClaimableBy(db: Tx, caller: Caller, wallIds: string[]) {
  const userId = readerId(caller);
  return userId ? wallsWithPublishedClimbsBy(db, userId, wallIds) : new Set<string>();
}
