import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';
import { useMe } from '../../../shared/data/users/get-me';
import { useFavoriteWall } from '../api/favorite-wall';
import classes from './wall-actions.module.css';

/** Add favorite / Remove favorite for the signed-in user; nothing for visitors. */
export function FavoriteWallButton({ wall }: { wall: Wall }) {
  const me = useMe();
  const favorite = useFavoriteWall();
  if (!me.data) return null;
  const userId = me.data.id;
  return (
    <Button
      className={classes.wide}
      size="md"
      variant={wall.is_favorite ? 'light' : 'default'}
      color={wall.is_favorite ? 'pink' : undefined}
      leftSection={
        wall.is_favorite ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />
      }
      loading={favorite.isPending}
      onClick={() => favorite.mutate({ userId, wallId: wall.id, favorite: !wall.is_favorite })}
    >
      {wall.is_favorite ? 'Remove favorite' : 'Add favorite'}
    </Button>
  );
}
