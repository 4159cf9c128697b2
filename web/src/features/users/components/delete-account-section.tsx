import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { refreshAfter } from '../../../shared/data/invalidation';
import { showToast } from '../../../shared/ui/overlays';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_DELETED_TITLE,
  CANCEL,
  DELETE_CONFIRM_LABEL,
  DELETE_CONFIRM_WORD,
  DELETE_DOWNLOAD_FIRST,
  DELETE_GOES,
  DELETE_GOES_TITLE,
  DELETE_MY_ACCOUNT,
  DELETE_STAYS,
  DELETE_STAYS_TITLE,
  DELETE_USER,
  DELETE_USER_INTRO,
  DELETE_WALLS_NOTE,
} from '../../../shared/util/texts';
import { useDeleteAccount } from '../api/delete-account';
import { OwnedWallFates } from './owned-wall-fates';

/** Settings: Delete user (spec 2.15), behind a dialog that names what goes, what stays and each wall's fate. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="lg" radius="lg" style={{ borderColor: 'var(--mantine-color-red-8)' }}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {DELETE_USER}
        </Title>
        <Text size="sm" c="dimmed">
          {DELETE_USER_INTRO} {DELETE_DOWNLOAD_FIRST}
        </Text>
        <Button
          color="red"
          variant="outline"
          w="fit-content"
          leftSection={<IconTrash size={16} />}
          onClick={() => setOpen(true)}
        >
          {DELETE_USER}
        </Button>
      </Stack>
      {open && <DeleteAccountDialog userId={userId} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

function DeleteAccountDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmed = typed.trim().toLowerCase() === DELETE_CONFIRM_WORD;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!confirmed) return;
    // On the mutation's promise, not a per-call onSuccess: signing out (forgetSession) re-renders the
    // settings page without this dialog first, and React Query skips an unmounted caller's callbacks.
    // A failure shows the Error dialog (the mutations' default).
    remove.mutateAsync(userId).then(
      async () => {
        showToast({ title: ACCOUNT_DELETED_TITLE, message: ACCOUNT_DELETED_MESSAGE, color: 'green' });
        // Leave the settings first: refreshed there, its own profile would ask to sign in again.
        await navigate('/', { replace: true });
        await refreshAfter(queryClient, 'accountDeleted');
      },
      () => undefined,
    );
  };
  return (
    <Modal opened onClose={onClose} title={DELETE_USER} centered size="lg">
      <Stack component="form" onSubmit={submit} gap="sm">
        <Text size="sm">{DELETE_USER_INTRO}</Text>
        <div>
          <Text fw={600} size="sm">
            {DELETE_GOES_TITLE}
          </Text>
          <List size="sm" spacing={2}>
            {DELETE_GOES.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text fw={600} size="sm">
            {DELETE_STAYS_TITLE}
          </Text>
          <List size="sm" spacing={2}>
            {DELETE_STAYS.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
        <Alert color="yellow" p="xs">
          <Stack gap="xs">
            <Text size="sm">{DELETE_WALLS_NOTE}</Text>
            <OwnedWallFates userId={userId} />
          </Stack>
        </Alert>
        <Text size="sm" c="dimmed">
          {DELETE_DOWNLOAD_FIRST}
        </Text>
        <TextInput
          label={DELETE_CONFIRM_LABEL}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {CANCEL}
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
            {DELETE_MY_ACCOUNT}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
