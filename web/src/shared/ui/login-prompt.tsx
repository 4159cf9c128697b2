import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { signIn } from '../data/auth';
import { NOT_SIGNED_IN } from '../util/texts';

/** Shown where a visitor reaches something that needs sign-in; `reason` completes "You need to login …". */
export function LoginPrompt({ reason = 'to add stuff and vote.' }: { reason?: string }) {
  return (
    <Paper withBorder p="xl" radius="lg" maw={460} mx="auto" my="xl" data-testid="login-prompt">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconLock size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {NOT_SIGNED_IN}
        </Title>
        <Text>You need to login {reason}</Text>
        <Button size="md" onClick={() => signIn()}>
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}
