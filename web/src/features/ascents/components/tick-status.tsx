import { Badge } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMe } from '../../../shared/users/get-me';
import { useAscents } from '../api/query-ascents';

/** Spec 4: 'Ticked' or 'Not ticked yet' for the signed-in climber; nothing for visitors. */
export function TickStatus({ climbId }: { climbId: string }) {
  const me = useMe();
  const mine = useAscents(me.data ? { climb_id: climbId, user_id: me.data.id } : null, {
    limit: 1,
    offset: 0,
  });
  if (!me.data || !mine.data) return null;
  return mine.data.total > 0 ? (
    <Badge color="teal" variant="light" size="lg" leftSection={<IconCheck size={14} aria-hidden />}>
      Ticked
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" size="lg">
      Not ticked yet
    </Badge>
  );
}
