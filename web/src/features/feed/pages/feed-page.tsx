import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { FAILED_TO_LOAD_FEED } from '../../../lib/texts';
import { useLoadMore } from '../../../lib/use-load-more';
import { useMe } from '../../../shared/users/get-me';
import { usePersonalFeed } from '../api/personal-feed';
import { FeedEntry } from '../components/feed-entry';

/** /user/{id}/feed: the climber's own feed, 20 at a time, more on scroll; anyone else's goes to their ticks. */
export function FeedPage() {
  const { userId } = useParams();
  const me = useMe();
  const own = !!me.data && me.data.id === userId;
  const feed = usePersonalFeed(own);
  // Spec 9: the next page comes when the end of the feed is within 400 px of the screen.
  const sentinel = useLoadMore(feed, '400px');
  if (me.isLoading) return null;
  if (!own) return <Navigate replace to={`/user/${userId}/ticks`} />;
  if (feed.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label="Loading feed" />
      </Center>
    );
  if (feed.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {FAILED_TO_LOAD_FEED}
      </Alert>
    );
  const items = feed.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <Text ta="center" c="dimmed" py="xl">
        Nothing here yet. Follow climbers and add favourite walls to see what they are up to.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" aria-label="Feed" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <FeedEntry key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </Stack>
      <div ref={sentinel} />
      {feed.isFetchingNextPage && (
        <Center py="sm" role="status">
          <Loader size="sm" aria-label="Loading more" />
        </Center>
      )}
    </Stack>
  );
}
