import { Text } from '@mantine/core';
import { ERROR_LOADING_USER, LOADING_USER } from '../util/texts';
import { useUser } from '../data/users/get-user';
import { UserName } from './user-name';

/**
 * A user's name from their id, as `UserName` shows it once their profile has loaded: 'Loading user...'
 * until then and 'Error loading user' if it fails (spec 2.17, 8), so a live climber never reads as
 * 'Deleted user', which only an account that is really deleted shows.
 */
export function UserNameOf({ id, avatar }: { id: string; avatar?: boolean }) {
  const user = useUser(id);
  if (user.data) return <UserName user={user.data} avatar={avatar} />;
  if (user.isError)
    return (
      <Text span inherit c="dimmed">
        {ERROR_LOADING_USER}
      </Text>
    );
  return (
    <Text span inherit c="dimmed" aria-busy>
      {LOADING_USER}
    </Text>
  );
}
