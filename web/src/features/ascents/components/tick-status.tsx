import { Badge, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { PendingClock } from '../../../shared/offline/public';
import { useMe } from '../../../shared/data/users/get-me';
import { useMyNewestTick } from '../api/query-ascents';
import { tickedOn } from '../logic/ascent-display';

/**
 * Spec 4: 'Ticked' or 'Not ticked yet' for the signed-in climber, nothing for visitors; a tick says how and
 * when ('Flashed 12 Nov'), so a second tick is a choice, not an accident.
 */
export function TickStatus({ climbId }: { climbId: string }) {
  const me = useMe();
  const newest = useMyNewestTick(climbId, me.data?.id);
  if (!me.data || newest === undefined) return null;
  return newest ? (
    // On a phone the sheet's row also holds the climb's place ('12 of 1,200') and two buttons: the badge
    // keeps its word whole, and the date gives way first.
    <Group gap={6} wrap="nowrap" miw={0}>
      <Badge
        color="teal"
        variant="light"
        size="md"
        style={{ flex: 'none' }}
        leftSection={<IconCheck size={14} aria-hidden />}
      >
        Ticked
      </Badge>
      <Text size="sm" c="dimmed" truncate="end" miw={0}>
        {tickedOn(newest)}
      </Text>
      {/* A tick kept on this phone comes first: the server's newest can only be one it had already. */}
      {newest.waiting && <PendingClock />}
    </Group>
  ) : (
    <Badge color="gray" variant="outline" size="lg">
      Not ticked yet
    </Badge>
  );
}
