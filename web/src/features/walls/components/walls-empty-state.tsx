import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeart, IconPlus, IconSearch, IconWall } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What to say when a search finds nothing: different for a search, favourites, and no walls at all. */
export function WallsEmptyState({ searchText, favorites }: { searchText: string; favorites: boolean }) {
  const [Icon, title, text] = searchText
    ? [
        IconSearch,
        `No walls match “${searchText}”`,
        'Check the spelling or try the gym’s name. If your wall is not here yet, add it!',
      ]
    : favorites
      ? [IconHeart, 'No favorite walls yet', 'Open a wall and tap Add favorite to keep it one tap away.']
      : [IconWall, 'No walls yet', 'Be the first: photograph your spraywall and add it.'];
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="walls-empty">
      <Stack align="center" ta="center" gap="sm" maw={420} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light">
          <Icon size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {favorites && !searchText ? (
          <Button component={Link} to="/walls" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
            Find wall
          </Button>
        ) : (
          <Button component={Link} to="/add-wall" size="md" leftSection={<IconPlus size={18} aria-hidden />}>
            Add wall
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
