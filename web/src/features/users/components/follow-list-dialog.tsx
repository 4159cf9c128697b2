import { Alert, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { userDisplayName } from '@spraybook/contract/plain';
import { UserName } from '../../../shared/ui/user-name';
import { UserAvatar } from '../../../shared/ui/users/avatar';
import { FAILED_TO_LOAD_USERS } from '../../../shared/util/texts';
import { useFollowList } from '../api/follow-lists';
import { FollowButton } from './follow-button';

const TITLES = { followers: 'Followers', following: 'Following' } as const;

/** The people following a climber, or followed by them, each with a follow button (spec 2.15). */
export function FollowListDialog({
  userId,
  side,
  opened,
  onClose,
}: {
  userId: string;
  side: 'followers' | 'following';
  opened: boolean;
  onClose: () => void;
}) {
  const people = useFollowList(userId, side, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={TITLES[side]} centered>
      {people.isPending ? (
        <Center py="lg" role="status">
          <Loader aria-label={`Loading ${TITLES[side].toLowerCase()}`} />
        </Center>
      ) : people.isError ? (
        <Alert color="red" variant="light">
          {FAILED_TO_LOAD_USERS}
        </Alert>
      ) : people.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {side === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={TITLES[side]}>
          {people.data.map((person) => (
            <Group key={person.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <UserAvatar user={person} size={40} />
                <Text fw={600} truncate>
                  <UserName user={person} avatar={false} />
                </Text>
              </Group>
              <FollowButton userId={person.id} name={userDisplayName(person)} />
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
