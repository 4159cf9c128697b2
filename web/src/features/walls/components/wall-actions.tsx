import { Button } from '@mantine/core';
import { IconList, IconPlus, IconPolygon } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';
import { Link } from 'react-router';
import { WriteActionButton } from '../../../shared/ui/write-action-button';
import { useRevision } from '../../../shared/data/walls/get-revision';
import { FavoriteWallButton } from './favorite-wall-button';
import classes from './wall-actions.module.css';

/**
 * What every visitor can do on a wall: see its climbs, add one, keep it as a favourite. On a new
 * wall (no holds traced yet) its editors' first step is tracing holds, so that leads.
 */
export function WallActions({ wall }: { wall: Wall }) {
  const revision = useRevision(wall.is_editable ? wall.id : undefined);
  const traceFirst = wall.is_editable && revision.data?.holds.length === 0;
  return (
    <div className={classes.actions}>
      {traceFirst && (
        <Button
          component={Link}
          to={`/walls/${wall.id}/edit-holds`}
          size="md"
          className={classes.wide}
          leftSection={<IconPolygon size={18} aria-hidden />}
        >
          Trace holds
        </Button>
      )}
      <Button
        component={Link}
        to={`/walls/${wall.id}/list`}
        size="md"
        variant={traceFirst ? 'light' : 'filled'}
        leftSection={<IconList size={18} aria-hidden />}
      >
        All climbs
      </Button>
      <WriteActionButton
        to={`/walls/${wall.id}/add-climb`}
        size="md"
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        Add climb
      </WriteActionButton>
      <FavoriteWallButton wall={wall} />
    </div>
  );
}
