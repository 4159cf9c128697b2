import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A route whose feature has not been built yet: says so plainly instead of showing made-up data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="lg" maw={520} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="grape">
          <IconTools size={26} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">This part of Spraybook is coming soon. We are building it right now.</Text>
        <Button component={Link} to="/walls" variant="light">
          Find a wall meanwhile
        </Button>
      </Stack>
    </Paper>
  );
}
