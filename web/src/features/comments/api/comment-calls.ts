import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { CommentBody } from '@spraybook/contract';
import { COMMENTS_PAGE_SIZE } from '@spraybook/contract/plain';
import { api } from '../../../shared/data/api-client';
import { commentKeys } from '../../../shared/data/query-keys/comment-keys';
import { useRefreshAfter } from '../../../shared/data/invalidation';

/** A wall's or climb's comments, 20 at a time (spec 9); `fetchNextPage` loads the next 20. */
export function useComments(relatedId: string) {
  return useInfiniteQuery({
    queryKey: commentKeys.list(relatedId),
    queryFn: ({ pageParam }) =>
      api('listComments', { query: { related_id: relatedId, limit: COMMENTS_PAGE_SIZE, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.comments.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}

/** Posting, editing or removing refreshes every comment list (spec 4: the comments refresh). */
function useCommentMutation<V>(call: (vars: V) => Promise<unknown>) {
  const refreshAfter = useRefreshAfter();
  return useMutation({ mutationFn: call, onSuccess: () => refreshAfter('commentChanged') });
}

export type CommentChange =
  | { kind: 'comment'; body: CommentBody }
  | { kind: 'edit_comment'; id: string; text: string }
  | { kind: 'reply'; commentId: string; text: string }
  | { kind: 'edit_reply'; commentId: string; replyId: string; text: string };

export const useChangeComment = () =>
  useCommentMutation((change: CommentChange) => {
    switch (change.kind) {
      case 'comment':
        return api('createComment', { body: change.body });
      case 'edit_comment':
        return api('updateComment', { params: { id: change.id }, body: { comment: change.text } });
      case 'reply':
        return api('createReply', { params: { id: change.commentId }, body: { reply: change.text } });
      case 'edit_reply':
        return api('updateReply', {
          params: { id: change.commentId, replyId: change.replyId },
          body: { reply: change.text },
        });
    }
  });

export const useRemoveComment = () =>
  useCommentMutation((target: { commentId: string; replyId?: string }) =>
    target.replyId
      ? api('deleteReply', { params: { id: target.commentId, replyId: target.replyId } })
      : api('deleteComment', { params: { id: target.commentId } }),
  );
