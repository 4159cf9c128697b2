import { Badge, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { PendingClock } from '../../../shared/offline/public';
import { useMe } from '../../../shared/users/get-me';
import { useAscentsWithWaiting } from '../api/query-ascents';

/** Spec 4: 'Ticked' or 'Not ticked yet' for the signed-in climber; nothing for visitors. */
export function TickStatus({ climbId }: { climbId: string }) {
  const me = useMe();
  const mine = useAscentsWithWaiting(me.data ? { climb_id: climbId, user_id: me.data.id } : null, {
    limit: 1,
    offset: 0,
  });
  if (!me.data || !mine.data) return null;
  return mine.data.total > 0 ? (
    <Group gap={4} wrap="nowrap">
      <Badge color="teal" variant="light" size="lg" leftSection={<IconCheck size={14} aria-hidden />}>
        Ticked
      </Badge>
      {/* A tick kept on this phone comes first: the server's newest can only be one it had already. */}
      {mine.data.ascents[0]?.waiting && <PendingClock />}
    </Group>
  ) : (
    <Badge color="gray" variant="outline" size="lg">
      Not ticked yet
    </Badge>
  );
}
