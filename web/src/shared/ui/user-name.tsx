import { Anchor } from '@mantine/core';
import { userDisplayName } from '@spraybook/contract/plain';
import { Link } from 'react-router';
import { UserAvatar, type AvatarPerson } from './users/avatar';

type Person = AvatarPerson & { id: string };

/**
 * A user's name as a profile link, after their avatar (spec: avatars wherever a person shows); deleted
 * users render as 'Deleted user' without a link. `avatar={false}` where the avatar is drawn apart.
 */
export function UserName({ user, avatar = true }: { user: Person | null | undefined; avatar?: boolean }) {
  const name = userDisplayName(user);
  const picture = avatar && (
    <span style={{ display: 'inline-flex', verticalAlign: 'middle', marginRight: 6 }}>
      <UserAvatar user={user} size={22} />
    </span>
  );
  if (!user || user.deleted)
    return (
      <span>
        {picture}
        {name}
      </span>
    );
  return (
    <span>
      {picture}
      <Anchor component={Link} to={`/user/${user.id}`} inherit>
        {name}
      </Anchor>
    </span>
  );
}
