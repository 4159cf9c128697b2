import { Button, Paper, Text, Title } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconPolygon, IconTrash } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';
import { Link, useNavigate } from 'react-router';
import { useArchiveWall } from '../api/archive-wall';
import { useDeleteWall } from '../api/delete-wall';
import classes from './wall-actions.module.css';
import { confirmRemoveThen, showRemovedToast } from '../../../shared/ui/confirm-remove';
import { showToast, withModals } from '../../../shared/ui/overlays';

/** Edit holds, Edit details, Archive/Unarchive and Delete wall, for the wall's owner and admins. */
export function WallEditorActions({ wall }: { wall: Wall }) {
  const navigate = useNavigate();
  const archive = useArchiveWall();
  const remove = useDeleteWall();

  const confirmArchive = () => {
    const archiving = !wall.archived;
    withModals((modals) =>
      modals.openConfirmModal({
        title: archiving ? 'Archive wall' : 'Unarchive wall',
        centered: true,
        children: (
          <Text size="sm">
            {archiving
              ? 'Archiving hides this wall from search and the map. Its climbs stay, and you can unarchive it at any time.'
              : 'Unarchiving lists this wall in search and on the map again.'}
          </Text>
        ),
        labels: { confirm: archiving ? 'Archive' : 'Unarchive', cancel: 'Cancel' },
        onConfirm: () =>
          archive.mutate(
            { id: wall.id, archived: archiving },
            {
              onSuccess: () =>
                showToast({
                  title: archiving ? 'Wall archived' : 'Wall unarchived',
                  message: archiving
                    ? 'It no longer shows in search or on the map.'
                    : 'It shows in search and on the map again.',
                  color: 'green',
                }),
            },
          ),
      }),
    );
  };

  const confirmDelete = () =>
    confirmRemoveThen(
      'wall',
      () => remove.mutateAsync(wall.id),
      () => {
        showRemovedToast('wall');
        navigate('/walls');
      },
    );

  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} size="h4" mb={4}>
        Manage wall
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        You can change this wall because you own it or are one of its admins.
      </Text>
      <div className={classes.actions}>
        <Button
          component={Link}
          to={`/walls/${wall.id}/edit-holds`}
          size="md"
          variant="default"
          leftSection={<IconPolygon size={18} aria-hidden />}
        >
          Edit holds
        </Button>
        <Button
          component={Link}
          to={`/walls/${wall.id}/edit`}
          size="md"
          variant="default"
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          Edit details
        </Button>
        <Button
          size="md"
          variant="default"
          leftSection={
            wall.archived ? <IconArchiveOff size={18} aria-hidden /> : <IconArchive size={18} aria-hidden />
          }
          loading={archive.isPending}
          onClick={confirmArchive}
        >
          {wall.archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button
          size="md"
          variant="outline"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          loading={remove.isPending}
          onClick={confirmDelete}
        >
          Delete wall
        </Button>
      </div>
    </Paper>
  );
}
