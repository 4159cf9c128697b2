import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

export function Footer() {
  return (
    <Container size="lg" py="xl" component="footer">
      <Stack gap="xs" align="center" ta="center">
        <Text size="sm" c="dimmed" maw={560}>
          Spraybook is a free app to find, catalogue and tick spraywall problems.
        </Text>
        <Group gap="md" justify="center">
          <Anchor size="sm" href="https://discord.gg/spraybook" target="_blank" rel="noreferrer">
            Chat community
          </Anchor>
          <Anchor
            size="sm"
            href="https://github.com/spraybook/spraybook/issues"
            target="_blank"
            rel="noreferrer"
          >
            Report an issue
          </Anchor>
          <Anchor size="sm" href="https://www.instagram.com/spraybook.app" target="_blank" rel="noreferrer">
            Instagram
          </Anchor>
          <Anchor size="sm" component={Link} to="/terms-of-use">
            Terms of use
          </Anchor>
          <Anchor size="sm" component={Link} to="/privacy-data-protection">
            Privacy
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
