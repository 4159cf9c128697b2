import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/data/api-client';
import { useRefreshAfter } from '../../../shared/data/invalidation';

type TagChange =
  | { kind: 'add'; name: string }
  | { kind: 'vote'; tagId: string; score: 1 | -1 }
  | { kind: 'unvote'; tagId: string };

/** Adds a tag, votes on one or takes the vote back; then refreshes the climb. */
export function useTagVote(climbId: string) {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: (change: TagChange) => {
      if (change.kind === 'add')
        return api('addClimbTag', { params: { id: climbId }, body: { name: change.name as never } });
      if (change.kind === 'vote')
        return api('voteClimbTag', {
          params: { id: climbId, tagId: change.tagId },
          query: { score: String(change.score) as '1' | '-1' },
        });
      return api('unvoteClimbTag', { params: { id: climbId, tagId: change.tagId } });
    },
    onSuccess: () => refreshAfter('tagVoted'),
  });
}
