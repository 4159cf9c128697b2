import { useMutation } from '@tanstack/react-query';
import type { Climb } from '@spraybook/contract';
import { useAuth } from '../../../lib/auth-context';
import { useRefreshAfter } from '../../../lib/invalidation';
import { sendOrQueue } from '../../../shared/offline/public';

export type VoteKind = 'grade' | 'rating' | 'broken';
type ValueOf<K extends VoteKind> = K extends 'broken' ? boolean : number;

const ROUTES = {
  grade: { create: 'createGradeVote', update: 'updateGradeVote' },
  rating: { create: 'createRatingVote', update: 'updateRatingVote' },
  broken: { create: 'createBrokenVote', update: 'updateBrokenVote' },
} as const;

/** The caller's own vote of `kind` on the climb, if they cast one (their votes carry their id). */
export function ownVote<K extends VoteKind>(climb: Climb, kind: K, userId: string | undefined) {
  type Vote = { id: string; user_id: string | null; value: ValueOf<K>; public: boolean };
  const lists = { grade: climb.grade_votes, rating: climb.rating_votes, broken: climb.broken_votes };
  const votes = lists[kind] as Vote[];
  return userId ? votes.find((v) => v.user_id === userId) : undefined;
}

/**
 * Casts the caller's first vote of `kind` (POST) or replaces it (PUT), then refreshes the climb; without
 * signal the vote waits on the phone and is sent when it is back.
 */
export function useCastVote<K extends VoteKind>(climb: Climb, kind: K, userId: string | undefined) {
  const refreshAfter = useRefreshAfter();
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ value, isPublic }: { value: ValueOf<K>; isPublic: boolean }) => {
      const mine = ownVote(climb, kind, userId);
      const write = { accountId, about: { climbId: climb.id, userId }, body: { value, public: isPublic } };
      return mine
        ? sendOrQueue({
            ...write,
            route: ROUTES[kind].update,
            params: { id: climb.id, voteId: mine.id },
            change: 'voteCast',
          })
        : sendOrQueue({ ...write, route: ROUTES[kind].create, params: { id: climb.id }, change: 'voteCast' });
    },
    onSuccess: () => refreshAfter('voteCast'),
  });
}
