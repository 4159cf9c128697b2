import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { showToast } from '../../../shared/ui/overlays';
import {
  confirmationSent,
  CURRENT_PASSWORD,
  CURRENT_PASSWORD_HINT,
  RECOVERY_EMAIL,
  RECOVERY_EMAIL_LABEL,
  RECOVERY_EMAIL_REMOVED,
  RECOVERY_EMAIL_SAVED,
  RECOVERY_EMAIL_TEXT,
  recoveryEmailNow,
  SAVE_EMAIL,
} from '../../../shared/util/texts';
import { useRecoveryEmail, useSetRecoveryEmail } from '../api/recovery-email';

/**
 * Settings: the optional address a password-reset link goes to. Shown only where recovery works (the
 * built-in sign-in with mail configured); an external provider recovers its own accounts. A change
 * needs the current password and waits for the link mailed to the new address; the old one is told.
 */
export function RecoveryEmailSection({ userId }: { userId: string }) {
  const current = useRecoveryEmail(userId);
  const save = useSetRecoveryEmail(userId);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => setEmail(current.data?.email ?? ''), [current.data?.email]);
  if (!current.data?.available) return null;
  const { email: saved, pending_email: pending } = current.data;
  const changed = email.trim().toLowerCase() !== (saved ?? '');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      { email: email.trim() || null, current_password: password },
      {
        onSuccess: (answer) => {
          setPassword('');
          if (answer.pending_email)
            showToast({
              title: RECOVERY_EMAIL_SAVED,
              message: confirmationSent(answer.pending_email),
              color: 'green',
            });
          else if (!answer.email)
            showToast({ title: RECOVERY_EMAIL_REMOVED, message: RECOVERY_EMAIL, color: 'green' });
        },
      },
    );
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
        {saved && <Text size="sm">{recoveryEmailNow(saved)}</Text>}
        {pending && (
          <Alert color="blue" p="xs" role="status">
            <Text size="sm">{confirmationSent(pending)}</Text>
          </Alert>
        )}
        <TextInput
          type="email"
          label={RECOVERY_EMAIL_LABEL}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          autoComplete="email"
          maxLength={254}
        />
        {changed && (
          <PasswordInput
            label={CURRENT_PASSWORD}
            description={CURRENT_PASSWORD_HINT}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="current-password"
            maxLength={200}
            required
            error={save.error?.message}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!changed || !password} loading={save.isPending}>
            {SAVE_EMAIL}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
