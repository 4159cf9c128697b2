import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../shared/ui/page-states';
import { FAILED_TO_LOAD_USER } from '../../../shared/util/texts';
import { useAscentsWithWaiting, useEveryAscent } from '../api/query-ascents';
import { AscentCard } from '../components/ascent-card';
import { TicksTable } from '../components/ticks-table';
import { TickTotals } from '../components/tick-totals';
import { summariseTicks } from '../logic/tick-summary';

/** Below this the ticks are cards: five columns do not fit a phone. */
const CARDS = '(max-width: 48em)';

/** /user/:userId/ticks (inside the user page): totals, the grade pyramid, and the ticks newest first. */
export function UserTicksPage() {
  const { userId } = useParams();
  // The climber's own ticks still waiting on this phone show too, with their clock.
  const ticks = useAscentsWithWaiting(userId ? { user_id: userId } : null);
  const narrow = useMediaQuery(CARDS, false, { getInitialValueInEffect: false });
  // The totals and the pyramid count every tick, not only the page listed (fetched once there are more).
  const more = ticks.data ? ticks.data.total > ticks.data.ascents.length : false;
  const every = useEveryAscent(userId ? { user_id: userId } : null, more);

  if (ticks.isPending) {
    return (
      <Center py={80} role="status">
        <Loader aria-label="Loading ticks" />
      </Center>
    );
  }
  if (!ticks.data) return <LoadFailed title={FAILED_TO_LOAD_USER} />;
  const { ascents, total } = ticks.data;
  if (ascents.length === 0)
    return (
      <Text ta="center" py="xl" c="dimmed">
        No ticks logged yet, get tickin!
      </Text>
    );
  const counted = every ?? ascents;
  const summary = summariseTicks(counted);
  return (
    <Stack gap="md">
      <TickTotals
        summary={{ ...summary, ticks: total }}
        note={
          total > counted.length
            ? `Flashes, hardest grade and pyramid of the latest ${counted.length} ticks.`
            : undefined
        }
      />
      {narrow ? (
        <Stack gap="xs">
          {ascents.map((a) => (
            <AscentCard key={a.id} ascent={a} />
          ))}
        </Stack>
      ) : (
        <TicksTable ascents={ascents} />
      )}
    </Stack>
  );
}
