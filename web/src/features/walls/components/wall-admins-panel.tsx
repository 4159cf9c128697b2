import { Alert, Avatar, Badge, Group, Skeleton, Stack } from '@mantine/core';
import type { Wall } from '@spraybook/contract';
import { userDisplayName } from '@spraybook/contract/plain';
import { UserName } from '../../../components/user-name';
import { useWallAdmins } from '../hooks/use-wall-admins';
import { FAILED_TO_LOAD_ADMINS } from '../../../lib/texts';

/** The people who may edit the wall: owner first, then admins. */
export function WallAdminsPanel({ wall }: { wall: Wall }) {
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
              <Avatar
                src={user?.profile_picture_url}
                name={userDisplayName(user)}
                color="initials"
                size={40}
                alt=""
              />
              <div style={{ minWidth: 0 }}>
                <UserName user={user} />
              </div>
              <Badge variant="light" color={role === 'Owner' ? 'blue' : 'gray'} ml="auto">
                {role}
              </Badge>
            </>
          )}
        </Group>
      ))}
    </Stack>
  );
}
