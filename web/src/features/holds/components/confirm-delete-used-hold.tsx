import { Text } from '@mantine/core';
import { withModals } from '../../../lib/overlays';

/** Asks before deleting a hold that climbs use; resolves to whether the user said Delete. */
export function confirmDeleteUsedHold(climbs: number) {
  return new Promise<boolean>((resolve) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Delete hold',
        centered: true,
        children: (
          <Text size="sm">
            {climbs === 1 ? '1 climb uses this hold.' : `${climbs} climbs use this hold.`} Deleting it takes
            it out of {climbs === 1 ? 'that climb' : 'those climbs'}.
          </Text>
        ),
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    ),
  );
}
