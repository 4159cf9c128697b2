import { Button, Group } from '@mantine/core';
import { IconPlayerPlay, IconPlaylistAdd, IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { useAuth } from '../../../lib/auth-context';
import { useCurrentSession } from '../api/session-queries';
import { useQueueClimb, useStartSession } from '../api/session-writes';

/**
 * The session's one button where a climber is (wall home, climb page): 'Start a session' when they are in none;
 * in one on this wall, 'Add to session' for this climb and 'Follow the group'; else 'Back to the session'.
 */
export function SessionEntry({ wallId, climbId }: { wallId: string; climbId?: string }) {
  const { oidcUser } = useAuth();
  const current = useCurrentSession();
  const navigate = useNavigate();
  const start = useStartSession(wallId);
  const session = current.data;
  const queue = useQueueClimb(session?.id ?? '');
  if (!oidcUser || current.isPending || current.isError) return null;
  if (!session || session.state !== 'open') {
    return (
      <Button
        size="md"
        mih={44}
        variant="light"
        leftSection={<IconPlayerPlay size={18} aria-hidden />}
        loading={start.isPending}
        onClick={() => start.mutate(climbId, { onSuccess: (s) => void navigate(`/sessions/${s.id}`) })}
      >
        {W.start}
      </Button>
    );
  }
  const follow = (
    <Button
      component={Link}
      to={`/sessions/${session.id}`}
      size="md"
      mih={44}
      variant="filled"
      leftSection={<IconUsersGroup size={18} aria-hidden />}
    >
      {session.wall_id === wallId && climbId ? W.followGroup : W.backToSession}
    </Button>
  );
  if (session.wall_id !== wallId || !climbId) return follow;
  const queued = session.queue.includes(climbId) || session.current_climb_id === climbId;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="md"
        mih={44}
        variant="light"
        leftSection={<IconPlaylistAdd size={18} aria-hidden />}
        disabled={queued}
        loading={queue.isPending}
        onClick={() => queue.mutate(climbId)}
      >
        {queued ? W.inQueue : W.addToSession}
      </Button>
      {follow}
    </Group>
  );
}
