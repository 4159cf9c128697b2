import { Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { useAuth } from '../../../shared/data/auth-context';
import { useWalls } from '../api/get-walls';
import { WallResults } from '../components/wall-results';
import { WallSearchBox } from '../components/wall-search-box';
import { WallsPager } from '../components/walls-pager';
import { useWallSearch } from '../hooks/use-wall-search';

export function FindWallPage() {
  const { oidcUser, loading } = useAuth();
  const navigate = useNavigate();
  const { search, text, setText, typing, setSkip } = useWallSearch();
  // Favourites belong to a user: a visitor is asked to sign in instead of getting a 401.
  const needsSignIn = search.favorites && !oidcUser;
  const walls = useWalls(
    { search_text: search.searchText, limit: search.limit, skip: search.skip, favorites: search.favorites },
    { enabled: !needsSignIn && !(search.favorites && loading) },
  );
  const title = search.favorites ? 'Favorite walls' : 'Find wall';

  const goToPage = (skip: number) => {
    setSkip(skip);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1}>{title}</Title>
            <Text c="dimmed" mt={4}>
              {search.favorites
                ? 'The walls you keep coming back to.'
                : 'Find a spraywall or board by its name or its gym.'}
            </Text>
          </div>
          <Button
            component={Link}
            to="/add-wall"
            variant="light"
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add wall
          </Button>
        </Group>

        {oidcUser && (
          <SegmentedControl
            aria-label="Which walls"
            value={search.favorites ? 'favorites' : 'all'}
            onChange={(v) => navigate(v === 'favorites' ? '/walls?favorites=true' : '/walls')}
            data={[
              { value: 'all', label: 'All walls' },
              { value: 'favorites', label: 'Favorites' },
            ]}
            size="md"
            style={{ alignSelf: 'flex-start' }}
          />
        )}

        {needsSignIn ? (
          !loading && <LoginPrompt reason="to see your favorite walls." />
        ) : (
          <>
            <WallSearchBox
              value={text}
              onChange={setText}
              searching={typing || (walls.isFetching && !walls.isPending)}
            />
            <WallResults
              data={walls.data}
              isPending={walls.isPending}
              isError={walls.isError}
              isStale={walls.isPlaceholderData}
              skeletons={search.limit}
              searchText={search.searchText}
              favorites={search.favorites}
            />
            {walls.data && walls.data.total > 0 && (
              <WallsPager
                skip={search.skip}
                limit={search.limit}
                total={walls.data.total}
                onSkipChange={goToPage}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
