import { Badge, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { PendingClock } from '../../../shared/offline/public';
import { useMe } from '../../../shared/users/get-me';
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
    <Group gap={6} wrap="nowrap">
      <Badge color="teal" variant="light" size="lg" leftSection={<IconCheck size={14} aria-hidden />}>
        Ticked
      </Badge>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
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
