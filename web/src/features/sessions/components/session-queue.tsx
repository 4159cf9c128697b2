import { Stack, Text, Title } from '@mantine/core';
import type { Session } from '@spraybook/contract';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import { useReorderQueue, useUnqueueClimb } from '../api/session-writes';
import { moved } from '../logic/member-tries';
import { QueueRow } from './queue-row';

/** The climbs waiting, next first: each can move up or down, or go. Offline it is the queue as last seen. */
export function SessionQueue({ session, offline }: { session: Session; offline: boolean }) {
  const gradeOf = useGradeLabel(session.wall_id);
  const reorder = useReorderQueue(session.id);
  const unqueue = useUnqueueClimb(session.id);
  const busy = offline || reorder.isPending || unqueue.isPending || session.state !== 'open';
  return (
    <Stack component="section" gap={4} aria-labelledby="session-queue-title">
      <Title order={2} size="h4" id="session-queue-title">
        {W.queue} ({session.queue.length})
      </Title>
      {session.queue.length === 0 ? (
        <Text c="dimmed" size="sm">
          {W.queueEmpty}
        </Text>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="session-queue">
          {session.queue.map((climbId, i) => (
            <QueueRow
              key={climbId}
              wallId={session.wall_id}
              climbId={climbId}
              place={i + 1}
              last={i === session.queue.length - 1}
              gradeOf={gradeOf}
              busy={busy}
              onMove={(by) => reorder.mutate(moved(session.queue, climbId, by))}
              onRemove={() => unqueue.mutate(climbId)}
            />
          ))}
        </ol>
      )}
    </Stack>
  );
}
