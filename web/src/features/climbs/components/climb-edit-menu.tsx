import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEdit, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Climb } from '@spraybook/contract';
import { confirmRemoveThen, showRemovedToast } from '../../../shared/ui/confirm-remove';
import { useDeleteClimb } from '../api/delete-climb';
import touch from '../../../shared/util/touch-target.module.css';

/** 'Edit holds' and 'Remove' for the climb's setter and the wall's editors (spec 2.8). */
export function ClimbEditMenu({ climb }: { climb: Climb }) {
  const remove = useDeleteClimb();
  const navigate = useNavigate();
  const onRemove = () =>
    confirmRemoveThen(
      'climb',
      () => remove.mutateAsync(climb.id),
      () => {
        showRemovedToast('climb');
        navigate(`/walls/${climb.wall_id}`, { replace: true });
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Edit climb"
          loading={remove.isPending}
          className={touch.touchTarget}
        >
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/walls/${climb.wall_id}/climbs/${climb.id}/edit-holds`}
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          Edit holds
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove}>
          Remove
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
