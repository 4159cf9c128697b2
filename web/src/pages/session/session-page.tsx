import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { SESSION_NOT_FOUND, SESSION_WORDS as W } from '@spraybook/contract/plain';
import {
  isPresent,
  JoinSessionCard,
  SessionSummaryView,
  useSession,
  useSessionLive,
} from '../../features/sessions/public';
import { LoadFailed, Loading } from '../../shared/ui/page-states';
import { LoginPrompt } from '../../shared/ui/login-prompt';
import { useAuth } from '../../shared/data/auth-context';
import { isMissing } from '../../shared/data/is-missing';
import { useMe } from '../../shared/data/users/get-me';
import { SessionLiveView } from './session-live-view';
import classes from './session-page.module.css';

/**
 * /sessions/:sessionId (issue 45): the session's link. A visitor signs in and comes back here; a climber not in it
 * joins in one tap; a member follows the group's climb live; once ended, everyone who was in it sees its summary.
 */
export function SessionPage() {
  const { sessionId } = useParams();
  const { oidcUser } = useAuth();
  const me = useMe();
  const session = useSession(sessionId, !!oidcUser);
  const open = session.data?.state === 'open';
  const member = !!session.data && isPresent(session.data, me.data?.id);
  const stream = useSessionLive(sessionId, open && member);

  if (!oidcUser) return <LoginPrompt reason={W.signInToJoin} />;
  if (session.isPending || me.isPending) return <Loading what={W.loading} />;
  if (session.isError) {
    if (isMissing(session.error))
      return (
        <Stack align="center" py="xl">
          <Title order={1} size="h3">
            {SESSION_NOT_FOUND}
          </Title>
        </Stack>
      );
    return <LoadFailed title={W.loadFailed} />;
  }
  const data = session.data;
  if (data.state === 'ended')
    return (
      <div className={classes.summary}>
        <Anchor component={Link} to={`/walls/${data.wall_id}`} size="sm">
          {data.wall_name}
        </Anchor>
        <Title order={1} size="h2" mb="md">
          {W.summary}
        </Title>
        <SessionSummaryView session={data} />
      </div>
    );
  if (!member) return <JoinSessionCard session={data} />;
  return <SessionLiveView session={data} stream={stream} />;
}
