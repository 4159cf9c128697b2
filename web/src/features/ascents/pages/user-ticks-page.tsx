import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LoadFailed } from '../../../components/page-states';
import { useParams } from 'react-router';
import { userDisplayName } from '@spraybook/contract/plain';
import { useUser } from '../../../shared/users/get-user';
import { useAscents } from '../api/query-ascents';
import { AscentCard } from '../components/ascent-card';
import { TicksTable } from '../components/ticks-table';
import { FAILED_TO_LOAD_USER } from '../../../lib/texts';

/** Below this the ticks are cards: five columns do not fit a phone. */
const CARDS = '(max-width: 48em)';

/** /user/:userId/ticks: a climber's ticks, newest first, as a table on wide screens and cards on phones. */
export function UserTicksPage() {
  const { userId } = useParams();
  const user = useUser(userId);
  const ticks = useAscents(userId ? { user_id: userId } : null);
  const narrow = useMediaQuery(CARDS, false, { getInitialValueInEffect: false });

  if (user.isPending || ticks.isPending) {
    return (
      <Center py={80} role="status">
        <Loader aria-label="Loading ticks" />
      </Center>
    );
  }
  if (user.isError || ticks.isError) {
    return <LoadFailed title={FAILED_TO_LOAD_USER} />;
  }
  const { ascents, total } = ticks.data;
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {userDisplayName(user.data)}
          </Title>
          <Text c="dimmed" size="sm">
            {total === 1 ? '1 tick' : `${total} ticks`}
          </Text>
        </div>
        {ascents.length === 0 ? (
          <Text ta="center" py="xl" c="dimmed">
            No ticks logged yet, get tickin!
          </Text>
        ) : narrow ? (
          <Stack gap="xs">
            {ascents.map((a) => (
              <AscentCard key={a.id} ascent={a} />
            ))}
          </Stack>
        ) : (
          <TicksTable ascents={ascents} />
        )}
      </Stack>
    </Container>
  );
}
