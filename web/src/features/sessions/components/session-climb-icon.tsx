import { ActionIcon } from '@mantine/core';
import { IconUsersGroup, IconUsersPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { useAuth } from '../../../shared/data/auth-context';
import { useCurrentSession } from '../api/session-queries';
import { useStartSession } from '../api/session-writes';

/**
 * The climb page's session button beside its tabs, one 44-px icon so the photo keeps its room: 'Start a session'
 * on this climb, or 'Back to the session' on another wall. In a session on this wall, `SessionClimbBar` instead.
 */
export function SessionClimbIcon({ wallId, climbId }: { wallId: string; climbId: string }) {
  const { oidcUser } = useAuth();
  const current = useCurrentSession();
  const navigate = useNavigate();
  const start = useStartSession(wallId);
  const session = current.data;
  if (!oidcUser || current.isPending || current.isError) return null;
  if (session?.state === 'open') {
    if (session.wall_id === wallId) return null;
    return (
      <ActionIcon
        component={Link}
        to={`/sessions/${session.id}`}
        size={44}
        variant="light"
        aria-label={W.backToSession}
        title={W.backToSession}
      >
        <IconUsersGroup size={22} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <ActionIcon
      size={44}
      variant="subtle"
      aria-label={W.start}
      title={W.start}
      loading={start.isPending}
      onClick={() => start.mutate(climbId, { onSuccess: (s) => void navigate(`/sessions/${s.id}`) })}
    >
      <IconUsersPlus size={22} aria-hidden />
    </ActionIcon>
  );
}
