import { Button } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useMe } from '../../../shared/data/users/get-me';
import { useFollow } from '../api/follow-user';

/**
 * Follow or Unfollow for a signed-in climber; nothing for oneself (spec 4) or for visitors. `name`
 * goes into the accessible name, so a list of people has one distinct button each.
 */
export function FollowButton({
  userId,
  name,
  size = 'xs',
}: {
  userId: string;
  name?: string;
  size?: 'xs' | 'sm';
}) {
  const me = useMe().data;
  const follow = useFollow();
  if (!me || me.id === userId || me.deleted) return null;
  const following = me.followed_users.includes(userId);
  const verb = following ? 'Unfollow' : 'Follow';
  return (
    <Button
      size={size}
      radius="xl"
      variant={following ? 'default' : 'filled'}
      leftSection={
        following ? <IconUserCheck size={16} aria-hidden /> : <IconUserPlus size={16} aria-hidden />
      }
      loading={follow.isPending}
      aria-label={name ? `${verb} ${name}` : verb}
      onClick={() => follow.mutate({ me: me.id, targetId: userId, follow: !following })}
      style={{ flexShrink: 0 }}
    >
      {verb}
    </Button>
  );
}
