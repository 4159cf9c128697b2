import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

interface ClimbSubpageProps {
  wall: { id: string; name: string };
  /** The climb's id and its name as shown ('Unnamed climb' when empty). */
  climb: { id: string; name: string };
  /** The last breadcrumb ('Add ascent', 'Vote'). */
  crumb: string;
  title: string;
  children: ReactNode;
}

/** The frame of a page about one climb (tick form, beta video, votes): breadcrumb, title and a card. */
export function ClimbSubpage({ wall, climb, crumb, title, children }: ClimbSubpageProps) {
  return (
    <Container size="xs" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={`/walls/${wall.id}`} size="sm">
            {wall.name}
          </Anchor>
          <Anchor component={Link} to={`/walls/${wall.id}/climbs/${climb.id}`} size="sm">
            {climb.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {crumb}
          </Text>
        </Breadcrumbs>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Paper withBorder radius="lg" p="lg">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
