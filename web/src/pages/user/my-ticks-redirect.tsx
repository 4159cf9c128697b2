import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { signIn } from '../../shared/data/auth';
import { useAuth } from '../../shared/data/auth-context';
import { useMe } from '../../shared/data/users/get-me';

/** The address of "my ticks" for the installed app's shortcut, which cannot know whose they are. */
export const MY_TICKS_PATH = '/my-ticks';

/** /my-ticks: the signed-in climber's ticks; a visitor signs in first and comes back here. */
export function MyTicksRedirect() {
  const { oidcUser, loading } = useAuth();
  const me = useMe();
  useEffect(() => {
    if (!loading && !oidcUser) void signIn(MY_TICKS_PATH);
  }, [loading, oidcUser]);
  if (me.data) return <Navigate replace to={`/user/${me.data.id}/ticks`} />;
  // Signed in without a profile yet: the home page leads on to signing up.
  if (me.isError) return <Navigate replace to="/" />;
  return null;
}
