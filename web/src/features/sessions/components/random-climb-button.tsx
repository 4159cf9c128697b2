import { useState } from 'react';
import { Button, Checkbox, Group } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { useCurrentSession } from '../api/session-queries';
import { useQueueRandomClimb } from '../api/session-writes';

/**
 * 'Add a random climb' matching the climbs list's filters as they are (`filters`, the list's query), and, when
 * ticked, none any climber present has ticked. Shown only to a climber in an open session on this wall.
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
