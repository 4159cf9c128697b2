import { Accordion, Anchor, Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { publicConfigOrNull } from '../util/public-config';
import { GO_TO_HOME, SOMETHING_WENT_WRONG } from '../util/texts';
import { reloadPage } from '../util/reload-page';

function describe(error: unknown) {
  if (error instanceof Error) return `${error.name}: ${error.message}\n\n${error.stack ?? ''}`;
  return String(error);
}

/** The spec's error fallback for uncaught render errors. */
export function ErrorFallback({ error }: { error: unknown }) {
  const email = publicConfigOrNull()?.contact_email ?? 'hello@spraybook.app';
  return (
    <Container size="sm" py="xl" role="alert">
      <Stack gap="md">
        <Group gap="sm">
          <IconAlertTriangle size={32} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2">
            {SOMETHING_WENT_WRONG}
          </Title>
        </Group>
        <Text>
          Try to{' '}
          <Anchor component="button" onClick={reloadPage}>
            reload the page
          </Anchor>
          . If it keeps happening, tell us at <Anchor href={`mailto:${email}`}>{email}</Anchor>.
        </Text>
        <Group>
          <Button component="a" href="/">
            {GO_TO_HOME}
          </Button>
        </Group>
        <Accordion variant="contained">
          <Accordion.Item value="details">
            <Accordion.Control>Error details</Accordion.Control>
            <Accordion.Panel>
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {describe(error)}
              </Code>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Container>
  );
}
