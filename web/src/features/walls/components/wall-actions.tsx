import { Button } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';
import { Link } from 'react-router';
import { FavoriteWallButton } from './favorite-wall-button';
import classes from './wall-actions.module.css';

/** What every visitor can do on a wall: see its climbs, add one, keep it as a favourite. */
export function WallActions({ wall }: { wall: Wall }) {
  return (
    <div className={classes.actions}>
      <Button
        component={Link}
        to={`/walls/${wall.id}/list`}
        size="md"
        leftSection={<IconList size={18} aria-hidden />}
      >
        All climbs
      </Button>
      <Button
        component={Link}
        to={`/walls/${wall.id}/add-climb`}
        size="md"
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        Add climb
      </Button>
      <FavoriteWallButton wall={wall} />
    </div>
  );
}
