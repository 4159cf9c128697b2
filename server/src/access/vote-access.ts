import { VOTE_NOT_FOUND } from '@spraybook/contract';
import { voteFacts } from './access.queries.ts';
import { climbAccess } from './climb-access.ts';
import { defineKind } from './resource-kind.ts';

/** A registered user's relation to a vote (grade, rating or broken): theirs, or someone else's. */
export type VoteRole = 'voter' | 'other';

export interface VoteFacts {
  /** Whether the voter may still read the climb (`climb.read`). */
  climbReadable: boolean;
}

/**
 * Votes: each climber changes their own, on a climb they can see. Someone else's vote is not found
 * rather than forbidden, so an anonymous vote's id never confirms who cast it.
 */
export const voteAccess = defineKind<VoteRole, VoteFacts>()({
  notFound: VOTE_NOT_FOUND,
  async lookup(db, userId, voteId) {
    const vote = await voteFacts(db, voteId);
    if (!vote) return null;
    const reader = userId ? ({ state: 'registered', userId } as const) : ({ state: 'visitor' } as const);
    const climbReadable = (await climbAccess.check(db, reader, 'read', vote.climbId)) === 'allow';
    if (!userId) return { role: 'visitor', facts: { climbReadable } };
    return { role: vote.userId === userId ? 'voter' : 'other', facts: { climbReadable } };
  },
  reads: {},
  writes: { update: (role, vote) => (role === 'voter' && vote.climbReadable ? 'allow' : 'not_found') },
  forbidden: {},
});
