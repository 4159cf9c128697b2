import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { showToast } from '../../../lib/overlays';
import {
  RECOVERY_EMAIL,
  RECOVERY_EMAIL_LABEL,
  RECOVERY_EMAIL_SAVED,
  RECOVERY_EMAIL_TEXT,
  SAVE_EMAIL,
} from '../../../lib/texts';
import { useRecoveryEmail, useSetRecoveryEmail } from '../api/recovery-email';

/**
 * Settings: the optional address a password-reset link goes to. Shown only where recovery works (the
 * built-in sign-in with mail configured); an external provider recovers its own accounts.
 */
export function RecoveryEmailSection({ userId }: { userId: string }) {
  const current = useRecoveryEmail(userId);
  const save = useSetRecoveryEmail(userId);
  const [email, setEmail] = useState('');
  useEffect(() => setEmail(current.data?.email ?? ''), [current.data?.email]);
  if (!current.data?.available) return null;
  const changed = email.trim().toLowerCase() !== (current.data.email ?? '');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(email.trim() || null, {
      onSuccess: () => showToast({ title: RECOVERY_EMAIL_SAVED, message: RECOVERY_EMAIL, color: 'green' }),
    });
  };
  return (
    <Paper withBorder p="lg" radius="lg" component="form" onSubmit={submit}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {RECOVERY_EMAIL}
        </Title>
        <Text size="sm" c="dimmed">
          {RECOVERY_EMAIL_TEXT}
        </Text>
        <TextInput
          type="email"
          label={RECOVERY_EMAIL_LABEL}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          autoComplete="email"
          maxLength={254}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!changed} loading={save.isPending}>
            {SAVE_EMAIL}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
