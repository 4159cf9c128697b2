import { useMutation } from '@tanstack/react-query';
import type { Climb } from '@spraybook/contract';
import { useAuth } from '../../../shared/data/auth-context';
import { sendOrQueue, useRefreshAfterWrite, type WriteRequest } from '../../../shared/offline/public';
import { useChosenAngle } from '../../../shared/data/walls/wall-angle';

/** What each kind of vote says: a grade id, stars, or whether the climb is broken. */
interface VoteValues {
  grade: number;
  rating: number;
  broken: boolean;
}
export type VoteKind = keyof VoteValues;
type ValueOf<K extends VoteKind> = VoteValues[K];
type VoteBody<K extends VoteKind> = { value: ValueOf<K>; public: boolean; angle?: number };

/** Each kind's write: the caller's first vote (POST), or a change of their own vote `voteId` (PUT). */
const VOTE_WRITES: { [K in VoteKind]: (id: string, body: VoteBody<K>, voteId?: string) => WriteRequest } = {
  grade: (id, body, voteId) =>
    voteId
      ? { route: 'updateGradeVote', params: { id, voteId }, body }
      : { route: 'createGradeVote', params: { id }, body },
  rating: (id, body, voteId) =>
    voteId
      ? { route: 'updateRatingVote', params: { id, voteId }, body }
      : { route: 'createRatingVote', params: { id }, body },
  // A spun hold is broken at every angle: a broken vote has none.
  broken: (id, { value, public: isPublic }, voteId) =>
    voteId
      ? { route: 'updateBrokenVote', params: { id, voteId }, body: { value, public: isPublic } }
      : { route: 'createBrokenVote', params: { id }, body: { value, public: isPublic } },
};

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
  const refreshAfterWrite = useRefreshAfterWrite();
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  // On an adjustable wall, a grade or rating is cast at the angle the reader climbs it at (issue 47).
  const { angle } = useChosenAngle(climb.wall_id);
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ value, isPublic }: { value: ValueOf<K>; isPublic: boolean }) => {
      const mine = ownVote(climb, kind, userId);
      const body = { value, public: isPublic, ...(angle === null ? {} : { angle }) };
      const request = VOTE_WRITES[kind](climb.id, body, mine?.id);
      const sent = await sendOrQueue({ ...request, accountId, about: { climbId: climb.id, userId } });
      return { ...sent, route: request.route };
    },
    onSuccess: ({ route }) => refreshAfterWrite(route),
  });
}
