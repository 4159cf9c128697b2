import { Anchor } from '@mantine/core';
import { userDisplayName } from '@spraybook/contract/plain';
import { Link } from 'react-router';

/** A user's name as a profile link; deleted users render as 'Deleted user' without a link. */
export function UserName({
  user,
}: {
  user: { id: string; display_name: string | null; deleted: boolean } | null | undefined;
}) {
  const name = userDisplayName(user);
  if (!user || user.deleted) return <span>{name}</span>;
  return (
    <Anchor component={Link} to={`/user/${user.id}`}>
      {name}
    </Anchor>
  );
}
