import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWallOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FAILED_TO_LOAD_WALL } from '../../util/texts';

/** A wall that does not exist, or that the viewer may not see (private walls answer 404 too). */
export function WallNotFound() {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconWallOff size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            Wall not found
          </Title>
          <Text>{FAILED_TO_LOAD_WALL}</Text>
          <Text c="dimmed" size="sm">
            It may have been removed, or it is a private wall you have not been invited to.
          </Text>
          <Button component={Link} to="/walls" size="md" mt="xs">
            Find wall
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
