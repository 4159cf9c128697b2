import { Group, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@spraybook/contract';
import { SESSION_WORDS as W, triesLine, userDisplayName } from '@spraybook/contract/plain';
import { triesOf } from '../logic/member-tries';

/** Who is in, and each one's tries on the group's climb, live. */
export function SessionMembers({ session }: { session: Session }) {
  const present = session.members.filter((m) => m.present);
  return (
    <Stack component="section" gap={4} aria-labelledby="session-members-title">
      <Title order={2} size="h4" id="session-members-title">
        {W.members} ({present.length})
      </Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="session-members">
        {present.map((m) => {
          const tries = triesOf(session, m.user_id, session.current_climb_id);
          return (
            <Group component="li" key={m.user_id} justify="space-between" py={4} wrap="nowrap">
              <Text truncate>{userDisplayName({ display_name: m.display_name, deleted: false })}</Text>
              <Text
                size="sm"
                c={tries.sent ? 'var(--mantine-color-teal-text)' : 'dimmed'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {triesLine(tries.attempts, tries.sent)}
              </Text>
            </Group>
          );
        })}
      </ul>
    </Stack>
  );
}
