import { Button, Group } from '@mantine/core';
import { IconPlayerPlay, IconPlaylistAdd, IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { useAuth } from '../../../shared/data/auth-context';
import { useCurrentSession } from '../api/session-queries';
import { useQueueClimb, useStartSession } from '../api/session-writes';

/**
 * The session's one button on the wall home: 'Start a session' when the climber is in none, else 'Back to the
 * session'. With `climbId` (the climb page's bar) it shows only in a session on this wall: 'Add to session' for
 * the climb and 'Follow the group' (`SessionClimbIcon` stands beside the tabs otherwise).
 */
export function SessionEntry({ wallId, climbId }: { wallId: string; climbId?: string }) {
  const { oidcUser } = useAuth();
  const current = useCurrentSession();
  const navigate = useNavigate();
  const start = useStartSession(wallId);
  const session = current.data;
  const queue = useQueueClimb(session?.id ?? '');
  if (!oidcUser || current.isPending || current.isError) return null;
  const here = session?.state === 'open' && session.wall_id === wallId;
  if (climbId && !here) return null;
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
    <Group gap="xs" wrap="nowrap" mt={4} mb={6}>
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
