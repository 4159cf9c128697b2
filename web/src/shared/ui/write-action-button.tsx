import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { signIn } from '../data/auth';
import { useAuth } from '../data/auth-context';

/**
 * A button to a write action's page (Tick, Add beta video…). A visitor who taps it goes straight
 * to sign-in and comes back to that page afterwards (or to `visitorReturn`: the climb page's Tick
 * comes back to the tick sheet), instead of reaching a "You need to login" card.
 */
export function WriteActionButton({
  to,
  visitorReturn = to,
  ...props
}: ButtonProps & { to: string; visitorReturn?: string }) {
  const { oidcUser, loading } = useAuth();
  if (!loading && !oidcUser) return <Button {...props} onClick={() => void signIn(visitorReturn)} />;
  return <Button component={Link} to={to} {...props} />;
}
