import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { LIST_NAME_EMPTY, LIST_NAME_MAX, PUBLIC_LIST_ADMINS_ONLY } from '@spraybook/contract/plain';

interface ListNameDialogProps {
  title: string;
  initialName?: string;
  /** Offer the public switch (creating); `canPublish` says whether the caller is a wall admin. */
  publicChoice?: { canPublish: boolean };
  saving: boolean;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (values: { name: string; public: boolean }) => void;
}

/** Creating or renaming a list (spec 5: a name is required; rename is disabled while it is empty). */
export function ListNameDialog(props: ListNameDialogProps) {
  const [name, setName] = useState(props.initialName ?? '');
  const [isPublic, setPublic] = useState(false);
  const [tried, setTried] = useState(false);
  const renaming = props.initialName !== undefined;
  const empty = !name.trim();
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!empty) props.onSubmit({ name: name.trim(), public: isPublic });
        }}
      >
        <Stack gap="md">
          <TextInput
            label="List name"
            data-autofocus
            maxLength={LIST_NAME_MAX}
            value={name}
            error={tried && empty ? LIST_NAME_EMPTY : null}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {props.publicChoice && (
            <Switch
              label="Public list, with rankings"
              description={
                props.publicChoice.canPublish
                  ? 'Everyone sees it; only wall admins change it.'
                  : PUBLIC_LIST_ADMINS_ONLY
              }
              disabled={!props.publicChoice.canPublish}
              checked={isPublic}
              onChange={(e) => setPublic(e.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.saving} disabled={renaming && empty}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
