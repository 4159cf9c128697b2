import { Text } from '@mantine/core';
import { yourAttemptsLine } from '@spraybook/contract/plain';
import { useClimbAttempts } from '../api/session-queries';

/** '12 Nov' from '2026-11-12', as the reader's locale writes a short date (no year). */
const shortDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

/** The climber's own session figures on a climb: 'You: 3 sessions, 11 attempts, sent 12 Nov'; none, nothing. */
export function ClimbAttemptsLine({ climbId }: { climbId: string }) {
  const mine = useClimbAttempts(climbId).data;
  if (!mine || (mine.sessions === 0 && mine.attempts === 0)) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="climb-attempts-line">
      {yourAttemptsLine(mine.sessions, mine.attempts, mine.sent_on && shortDate(mine.sent_on))}
    </Text>
  );
}
