import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { COMMENT_EMPTY, COMMENT_MAX } from '@spraybook/contract/plain';

interface CommentDialogProps {
  title: string;
  initial?: string;
  submitLabel: string;
  saving: boolean;
  onClose: () => void;
  /** Called with the trimmed text; never with an empty one. */
  onSubmit: (text: string) => void;
}

/** Spec 4's comment dialog, for comments and replies: an empty text shows a warning instead of posting. */
export function CommentDialog({
  title,
  initial = '',
  submitLabel,
  saving,
  onClose,
  onSubmit,
}: CommentDialogProps) {
  const [text, setText] = useState(initial);
  const [empty, setEmpty] = useState(false);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const trimmed = text.trim();
          setEmpty(!trimmed);
          if (trimmed) onSubmit(trimmed);
        }}
      >
        <Stack gap="md">
          <Textarea
            label="Comment"
            data-autofocus
            autosize
            minRows={3}
            maxRows={10}
            maxLength={COMMENT_MAX}
            value={text}
            error={empty ? COMMENT_EMPTY : null}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setEmpty(false);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
