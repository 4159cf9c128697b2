import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots, IconEdit, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Climb } from '@spraybook/contract';
import { showToast, withModals } from '../../../lib/overlays';
import { useDeleteClimb } from '../api/delete-climb';
import { climbName } from '../../../shared/climbs/climb-display';

/** 'Edit holds' and 'Remove' for the climb's setter and the wall's editors (spec 2.8). */
export function ClimbEditMenu({ climb }: { climb: Climb }) {
  const remove = useDeleteClimb();
  const navigate = useNavigate();
  const confirmRemove = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Remove climb',
        centered: true,
        closeButtonProps: { 'aria-label': 'Close' },
        children: (
          <Text size="sm">
            Remove {climbName(climb.name)} for good? Its holds stay on the wall; the climb, its grade and tags
            go.
          </Text>
        ),
        labels: { confirm: 'Remove', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove.mutate(climb.id, {
            onSuccess: () => {
              showToast({
                title: 'Removed',
                message: 'This climb has been removed',
                color: 'green',
              });
              navigate(`/walls/${climb.wall_id}`, { replace: true });
            },
          }),
      }),
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Edit climb" loading={remove.isPending}>
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
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmRemove}>
          Remove
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
