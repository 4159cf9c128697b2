import { useState } from 'react';
import { Button, Checkbox, Group } from '@mantine/core';
import { IconDice5, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { useCurrentSession } from '../api/session-queries';
import { useQueueRandomClimb } from '../api/session-writes';

/**
 * On the climbs list, in an open session on this wall: 'Add a random climb' matching the list's filters as they
 * are (`filters`, its query) and, when ticked, none a climber present has ticked; and 'Follow the group' back.
 */
export function RandomClimbButton({ wallId, filters }: { wallId: string; filters: Record<string, string> }) {
  const session = useCurrentSession().data;
  const random = useQueueRandomClimb(session?.id ?? '');
  const [fresh, setFresh] = useState(true);
  if (!session || session.state !== 'open' || session.wall_id !== wallId) return null;
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        size="md"
        mih={44}
        variant="light"
        leftSection={<IconDice5 size={18} aria-hidden />}
        loading={random.isPending}
        onClick={() => random.mutate({ ...filters, ...(fresh ? { not_ticked_by_present: 'true' } : {}) })}
      >
        {W.addRandom}
      </Button>
      <Button
        component={Link}
        to={`/sessions/${session.id}`}
        size="md"
        mih={44}
        leftSection={<IconUsersGroup size={18} aria-hidden />}
      >
        {W.followGroup}
      </Button>
      <Checkbox
        size="md"
        label={W.notTickedByPresent}
        checked={fresh}
        onChange={(e) => setFresh(e.currentTarget.checked)}
        styles={{ body: { alignItems: 'center', minHeight: 44 } }}
      />
    </Group>
  );
}
