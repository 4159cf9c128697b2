import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpoints } from '@spraybook/contract';
import { api, ApiError, errorText } from '../../../lib/api-client';
import { signIn, userManager } from '../../../lib/auth';

/**
 * Finishes the OIDC redirect, then (spec 4, Sign-in) fetches the current user; on a 404 it
 * creates the user and sends the browser to /settings, else back where sign-in began.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      const user = await userManager().signinRedirectCallback();
      const returnTo = (user.state as { returnTo?: string } | undefined)?.returnTo ?? '/';
      try {
        await api(endpoints.getMe);
        navigate(returnTo.startsWith('/auth/') ? '/' : returnTo, { replace: true });
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
        await api(endpoints.createUser, { body: {} });
        navigate('/settings', { replace: true });
      }
      await queryClient.invalidateQueries();
    })().catch((err) => {
      console.error('sign-in failed', err);
      setError(errorText(err));
    });
  }, [navigate, queryClient]);

  if (error) {
    return (
      <Container size="xs" py="xl">
        <Alert color="red" title="Sign-in failed">
          <Stack>
            <Text>{error}</Text>
            <Button onClick={() => signIn('/')}>Try again</Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return (
    <Center h="60vh">
      <Stack align="center">
        <Loader />
        <Text c="dimmed">Signing you in…</Text>
      </Stack>
    </Center>
  );
}
