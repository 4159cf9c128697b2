import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NotSentNotice } from './not-sent-notice';
import { PendingClock } from './pending-clock';
import { useQueuedWrites } from './use-queued-writes';
import { writeLabel } from './write-label';

/** What the climber did on this climb that the server does not have yet: waiting, or refused with why. */
export function PendingWrites({ climbId }: { climbId: string }) {
  const writes = useQueuedWrites().filter((w) => w.about?.climbId === climbId);
  if (writes.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="pending-writes-title">
      <Title order={2} size="h4" id="pending-writes-title" mb="xs">
        On this phone
      </Title>
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
    </Paper>
  );
}
