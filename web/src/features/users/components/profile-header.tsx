import { useState } from 'react';
import { Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { User } from '@spraybook/contract';
import { userDisplayName } from '@spraybook/contract/plain';
import { UserAvatar } from '../../../shared/ui/users/avatar';
import { FollowButton } from './follow-button';
import { FollowListDialog } from './follow-list-dialog';

function Count({ n, label, onClick }: { n: number; label: string; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} aria-label={`${n} ${label}`} aria-haspopup="dialog">
      <Text span fw={700}>
        {n.toLocaleString()}
      </Text>{' '}
      <Text span c="dimmed" size="sm">
        {label}
      </Text>
    </UnstyledButton>
  );
}

/** The one header of every user page: avatar, name, Followers and Following (each opens its dialog), Follow. */
export function ProfileHeader({ user }: { user: User }) {
  // Which dialog is open, for which user: opening another profile from a dialog closes it.
  const [open, setOpen] = useState<{ side: 'followers' | 'following'; userId: string } | null>(null);
  const name = userDisplayName(user);
  const side = open?.userId === user.id ? open.side : null;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserAvatar user={user} size={72} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {!user.deleted && <FollowButton userId={user.id} name={name} size="sm" />}
        </Group>
        <Group gap="md">
          <Count
            n={user.followers_count}
            label={user.followers_count === 1 ? 'Follower' : 'Followers'}
            onClick={() => setOpen({ side: 'followers', userId: user.id })}
          />
          <Count
            n={user.following_count}
            label="Following"
            onClick={() => setOpen({ side: 'following', userId: user.id })}
          />
        </Group>
      </Stack>
      {(['followers', 'following'] as const).map((s) => (
        <FollowListDialog
          key={s}
          userId={user.id}
          side={s}
          opened={side === s}
          onClose={() => setOpen(null)}
        />
      ))}
    </Group>
  );
}
