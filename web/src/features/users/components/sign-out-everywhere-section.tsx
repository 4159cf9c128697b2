import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import {
  CANCEL,
  SIGN_OUT_EVERYWHERE,
  SIGN_OUT_EVERYWHERE_CONFIRM,
  SIGN_OUT_EVERYWHERE_QUESTION,
  SIGN_OUT_EVERYWHERE_TEXT,
} from '../../../shared/util/texts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** Settings: 'Sign out of all devices', behind a confirmation; this browser signs out last. */
export function SignOutEverywhereSection({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();
  return (
    <Paper withBorder p="lg" radius="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {SIGN_OUT_EVERYWHERE}
        </Title>
        <Text size="sm" c="dimmed">
          {SIGN_OUT_EVERYWHERE_TEXT}
        </Text>
        <Button
          variant="outline"
          w="fit-content"
          leftSection={<IconLogout size={16} />}
          onClick={() => setOpen(true)}
        >
          {SIGN_OUT_EVERYWHERE}
        </Button>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={SIGN_OUT_EVERYWHERE} centered>
        <Stack gap="sm">
          <Text size="sm">{SIGN_OUT_EVERYWHERE_QUESTION}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {CANCEL}
            </Button>
            <Button
              color="red"
              loading={signOutEverywhere.isPending}
              onClick={() => signOutEverywhere.mutate(userId)}
              data-autofocus
            >
              {SIGN_OUT_EVERYWHERE_CONFIRM}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
