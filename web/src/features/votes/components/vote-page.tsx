import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ClimbSubpage } from '../../../shared/ui/climb-subpage';
import type { Climb, User } from '@spraybook/contract';
import { LoadFailed, Loading } from '../../../shared/ui/page-states';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { useAuth } from '../../../shared/data/auth-context';
import { showVotedToast } from './show-voted-toast';
import { ClimbNotFound } from '../../../shared/ui/climbs/climb-not-found';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useClimb } from '../../../shared/data/climbs/get-climb';
import { useMe } from '../../../shared/data/users/get-me';
import { useWall } from '../../../shared/data/walls/get-wall';
import { FAILED_TO_LOAD_CLIMB } from '../../../shared/util/texts';
import { isMissing } from '../../../shared/data/is-missing';

interface VotePageProps {
  /** The page title, from the climb's name. */
  title: (climbName: string) => string;
  /** What the page says when the climb loaded but the climber's own votes (their profile) did not. */
  meFailedTitle?: string;
  children: (props: { climb: Climb; me: User; done: (sent: { queued: boolean }) => void }) => ReactNode;
}

/**
 * The frame of the vote pages (spec 2.1 routes, 2.14): sign-in, loading and not-found states, the
 * breadcrumb and title; `done` shows 'Voted' and goes back to the climb.
 */
export function VotePage({ title, meFailedTitle = FAILED_TO_LOAD_CLIMB, children }: VotePageProps) {
  const { wallId, climbId } = useParams();
  const navigate = useNavigate();
  const { oidcUser, loading } = useAuth();
  const me = useMe();
  const wall = useWall(wallId);
  const climb = useClimb(climbId);

  if (!loading && !oidcUser) return <LoginPrompt />;
  if (loading || me.isPending || climb.isPending || wall.isPending)
    return <Loading what="Loading climb..." />;
  if (climb.isError || wall.isError || me.isError) {
    const missing = [climb.error, wall.error].some(isMissing);
    if (missing) return <ClimbNotFound wallId={wallId!} />;
    return <LoadFailed title={climb.isError || wall.isError ? FAILED_TO_LOAD_CLIMB : meFailedTitle} />;
  }
  const back = `/walls/${wallId}/climbs/${climbId}`;
  const done = ({ queued }: { queued: boolean }) => {
    showVotedToast(queued);
    navigate(`${back}?tab=details`, { replace: true });
  };
  const name = climbName(climb.data.name);
  return (
    <ClimbSubpage
      wall={wall.data}
      climb={{ id: climb.data.id, name: name }}
      crumb={'Vote'}
      title={title(name)}
    >
      {children({ climb: climb.data, me: me.data, done })}
    </ClimbSubpage>
  );
}
