import { Avatar, type MantineSize } from '@mantine/core';
import { userDisplayName } from '@spraybook/contract/plain';

export interface AvatarPerson {
  display_name: string | null;
  profile_picture_url?: string | null;
  deleted: boolean;
}

/**
 * A person's picture, or their initials on a colour of their name when they have none (or while they
 * load). A deleted account shows neither picture nor name: a plain avatar, as spec 2.15 asks.
 */
export function UserAvatar({
  user,
  size = 'md',
}: {
  user: AvatarPerson | null | undefined;
  size?: MantineSize | number;
}) {
  const name = user ? userDisplayName(user) : '';
  const picture = user && !user.deleted ? (user.profile_picture_url ?? null) : null;
  return (
    <Avatar
      src={picture}
      name={user && !user.deleted ? name : undefined}
      color={user && !user.deleted ? 'initials' : 'gray'}
      size={size}
      radius="xl"
      alt=""
    />
  );
}
