import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A page's loading state: a spinner and what is loading ('Loading climb...'). */
export function Loading({ what }: { what: string }) {
  return (
    <Center py={80} mih="60vh" style={{ alignItems: 'flex-start' }}>
      <Stack align="center" gap="xs" role="status">
        <Loader />
        <Text>{what}</Text>
      </Stack>
    </Center>
  );
}

/** A failure to load, in the spec's words ('Failed to load climb.'). */
export function LoadFailed({ title }: { title: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={title}>
        Check your connection and try again.
      </Alert>
    </Container>
  );
}

/** A card that explains why the page cannot be shown, with the way back. */
export function Notice({
  title,
  children,
  back,
  backLabel = 'Back to wall',
}: {
  title: string;
  children: ReactNode;
  back: string;
  backLabel?: string;
}) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{children}</Text>
          <Button component={Link} to={back} size="md">
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
