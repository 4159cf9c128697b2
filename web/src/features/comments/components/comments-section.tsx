import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import type { Comment, RelatedType } from '@spraybook/contract';
import { confirmRemove, showRemovedToast } from '../../../shared/ui/confirm-remove';
import { signInFor, useResumeAction } from '../../../shared/data/resume-after-sign-in';
import { useAuth } from '../../../shared/data/auth-context';
import { useMe } from '../../../shared/data/users/get-me';
import { useChangeComment, useComments, useRemoveComment, type CommentChange } from '../api/comment-calls';
import { CommentDialog } from './comment-dialog';
import { CommentEntry } from './comment-entry';
import { ERROR_LOADING_COMMENTS, FAILED_TO_LOAD_COMMENT } from '../../../shared/util/texts';
import touch from '../../../shared/util/touch-target.module.css';

interface Dialog {
  title: string;
  submitLabel: string;
  initial?: string;
  change: (text: string) => CommentChange;
}

interface CommentsSectionProps {
  relatedId: string;
  relatedType: RelatedType;
  /** 'Comments' on a climb, 'Recent comments' on a wall (which shows its climbs' comments too). */
  title: string;
  /** The wall, to link comments on its climbs. */
  wallId: string;
}

/** Comments and replies on a wall or a climb: post, reply, edit and remove one's own, 20 at a time. */
export function CommentsSection({ relatedId, relatedType, title, wallId }: CommentsSectionProps) {
  const me = useMe();
  const auth = useAuth();
  const comments = useComments(relatedId);
  const change = useChangeComment();
  const remove = useRemoveComment();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const shown = comments.data?.pages.flatMap((p) => p.comments) ?? [];
  const titleId = `comments-${relatedId}`;

  const addComment = () =>
    setDialog({
      title: 'Add comment',
      submitLabel: 'Post',
      change: (text) => ({
        kind: 'comment',
        body: { comment: text, related_id: relatedId, related_type: relatedType },
      }),
    });
  // A visitor who signed in from 'Sign in to add comments' comes back to a new comment.
  useResumeAction('comment', !!me.data, addComment);

  const askRemove = (target: { commentId: string; replyId?: string }) => {
    const item = target.replyId ? 'reply' : 'comment';
    confirmRemove(item, () => remove.mutate(target, { onSuccess: () => showRemovedToast(item) }));
  };

  const entry = (comment: Comment) => (
    <CommentEntry
      kind="comment"
      userId={comment.user_id}
      text={comment.comment}
      created={comment.created}
      lastEdited={comment.last_edited}
      editable={comment.is_editable}
      climb={
        relatedType === 'wall' && comment.related_type === 'climb'
          ? { name: comment.related_name, href: `/walls/${wallId}/climbs/${comment.related_id}` }
          : undefined
      }
      onEdit={() =>
        setDialog({
          title: 'Edit comment',
          submitLabel: 'Save',
          initial: comment.comment,
          change: (text) => ({ kind: 'edit_comment', id: comment.id, text }),
        })
      }
      onRemove={() => askRemove({ commentId: comment.id })}
    >
      {comment.replies.length > 0 && (
        <Stack
          gap="sm"
          pl="md"
          mt={4}
          style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
          component="ul"
          aria-label="Replies"
          m={0}
        >
          {comment.replies.map((reply) => (
            <li key={reply.id} style={{ listStyle: 'none' }}>
              <CommentEntry
                kind="reply"
                userId={reply.user_id}
                text={reply.reply}
                created={reply.created}
                lastEdited={reply.last_edited}
                editable={reply.is_editable}
                onEdit={() =>
                  setDialog({
                    title: 'Edit reply',
                    submitLabel: 'Save',
                    initial: reply.reply,
                    change: (text) => ({
                      kind: 'edit_reply',
                      commentId: comment.id,
                      replyId: reply.id,
                      text,
                    }),
                  })
                }
                onRemove={() => askRemove({ commentId: comment.id, replyId: reply.id })}
              />
            </li>
          ))}
        </Stack>
      )}
      {me.data && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              setDialog({
                title: 'Reply',
                submitLabel: 'Reply',
                change: (text) => ({ kind: 'reply', commentId: comment.id, text }),
              })
            }
          >
            Reply
          </Button>
        </Group>
      )}
    </CommentEntry>
  );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {me.data && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconMessagePlus size={14} aria-hidden />}
            onClick={addComment}
          >
            Add comment
          </Button>
        )}
      </Group>
      {comments.isError && !comments.data ? (
        <Text size="sm" c="red">
          {ERROR_LOADING_COMMENTS}
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {comments.isPending ? 'Loading comments...' : 'No comments yet.'}
        </Text>
      ) : (
        <Stack
          gap="md"
          component="ul"
          aria-label={title}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((comment) => (
            <li key={comment.id}>{entry(comment)}</li>
          ))}
        </Stack>
      )}
      {comments.isFetchNextPageError && (
        <Text size="sm" c="red" mt="sm" role="alert">
          {FAILED_TO_LOAD_COMMENT}
        </Text>
      )}
      {comments.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          mt="sm"
          className={touch.touchTarget}
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Load more comments
        </Button>
      )}
      {!auth.loading && !auth.oidcUser && (
        <Text size="sm" c="dimmed" mt="sm">
          <Anchor component="button" type="button" size="sm" onClick={() => void signInFor('comment')}>
            Sign in
          </Anchor>{' '}
          to add comments.
        </Text>
      )}
      {dialog && (
        <CommentDialog
          title={dialog.title}
          submitLabel={dialog.submitLabel}
          initial={dialog.initial}
          saving={change.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(text) => change.mutate(dialog.change(text), { onSuccess: () => setDialog(null) })}
        />
      )}
    </Paper>
  );
}
