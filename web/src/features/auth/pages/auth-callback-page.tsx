import { useEffect, useRef } from 'react';
import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/data/api-client';
import { signIn } from '../../../shared/data/auth';
import { FAILED_TO_LOAD_AUTH_TOKEN, SIGN_IN_FAILED } from '../../../shared/util/texts';
import { AuthTokenError, useFinishSignIn } from '../api/finish-sign-in';

/** /auth/callback: where the identity provider sends the browser back after sign-in. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const { mutate } = finish;
  // The authorization code is good once: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSuccess: (to) => navigate(to, { replace: true }) });
  }, [mutate, navigate]);

  if (finish.isError) {
    return (
      <Container size="xs" py="xl">
        <Alert
          color="red"
          role="alert"
          title={finish.error instanceof AuthTokenError ? FAILED_TO_LOAD_AUTH_TOKEN : SIGN_IN_FAILED}
        >
          <Stack>
            <Text>{errorText(finish.error)}</Text>
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
