import type { ReactNode } from 'react';
import { Alert, Badge, Group, Skeleton, Stack } from '@mantine/core';
import type { Wall } from '@spraybook/contract';
import { userDisplayName } from '@spraybook/contract/plain';
import { UserName } from '../../../shared/ui/user-name';
import { UserAvatar } from '../../../shared/ui/users/avatar';
import { useWallAdmins } from '../hooks/use-wall-admins';
import { FAILED_TO_LOAD_ADMINS } from '../../../shared/util/texts';

/**
 * The people who may edit the wall: owner first, then admins. `action` adds a control after each
 * (the page passes the users feature's Follow button: spec 2.6's admins with follow buttons).
 */
export function WallAdminsPanel({
  wall,
  action,
}: {
  wall: Wall;
  action?: (userId: string, name: string) => ReactNode;
}) {
  const { admins, isPending, isError } = useWallAdmins(wall);
  if (isError)
    return (
      <Alert color="red" variant="light">
        {FAILED_TO_LOAD_ADMINS}
      </Alert>
    );
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {admins.map(({ id, role, user }) => (
        <Group key={id} component="li" gap="sm" wrap="nowrap">
          {isPending && !user ? (
            <>
              <Skeleton circle height={40} />
              <Skeleton height={16} width={140} />
            </>
          ) : (
            <>
              <UserAvatar user={user} size={40} />
              <div style={{ minWidth: 0 }}>
                <UserName user={user} avatar={false} />
              </div>
              <Badge variant="light" color={role === 'Owner' ? 'blue' : 'gray'} ml="auto">
                {role}
              </Badge>
              {user && !user.deleted && action?.(id, userDisplayName(user))}
            </>
          )}
        </Group>
      ))}
    </Stack>
  );
}
