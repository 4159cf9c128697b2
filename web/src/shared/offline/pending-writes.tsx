import { Paper, Title } from '@mantine/core';
import { PendingWriteList } from './pending-write-list';
import { useQueuedWrites } from './use-queued-writes';

/** What the climber did on this climb that the server does not have yet: waiting, or refused with why. */
export function PendingWrites({ climbId }: { climbId: string }) {
  const writes = useQueuedWrites().filter((w) => w.about?.climbId === climbId);
  if (writes.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="pending-writes-title">
      <Title order={2} size="h4" id="pending-writes-title" mb="xs">
        On this phone
      </Title>
      <PendingWriteList writes={writes} />
    </Paper>
  );
}
