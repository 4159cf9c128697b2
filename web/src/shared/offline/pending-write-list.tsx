import { Group, Stack, Text } from '@mantine/core';
import { NotSentNotice } from './not-sent-notice';
import { PendingClock } from './pending-clock';
import type { QueuedWrite } from './queued-write';
import { writeLabel } from './write-label';

/** Queued writes, each waiting (its clock) or refused with why and Discard: one list wherever they show. */
export function PendingWriteList({ writes }: { writes: readonly QueuedWrite[] }) {
  return (
    <Stack
      gap={6}
      component="ul"
      aria-label="Not sent yet"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {writes.map((write) => (
        <Stack key={write.seq} gap={2} component="li">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {writeLabel(write)}
            </Text>
            {write.state === 'pending' && <PendingClock />}
          </Group>
          {write.state === 'failed' && <NotSentNotice write={write} />}
        </Stack>
      ))}
    </Stack>
  );
}
