import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { FAILED_TO_LOAD_FEED } from '../../../shared/util/texts';
import { EndlessList } from '../../../shared/ui/endless-list';
import { useMe } from '../../../shared/data/users/get-me';
import { usePersonalFeed } from '../api/personal-feed';
import { FeedEntry } from '../components/feed-entry';

/** /user/{id}/feed: the climber's own feed, 20 at a time, more on scroll; anyone else's goes to their ticks. */
export function FeedPage() {
  const { userId } = useParams();
  const me = useMe();
  const own = !!me.data && me.data.id === userId;
  const feed = usePersonalFeed(own);
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
      <EndlessList label="Feed" pages={feed}>
        {items.map((item) => (
          <FeedEntry key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </EndlessList>
    </Stack>
  );
}
