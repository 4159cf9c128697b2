import { Text } from '@mantine/core';
import { showToast, withModals } from './overlays';

/** The spec's remove confirmation: 'Remove {item type}', its warning, Cancel and Remove. */
export function confirmRemove(itemType: string, onConfirm: () => void) {
  withModals((modals) =>
    modals.openConfirmModal({
      title: `Remove ${itemType}`,
      centered: true,
      closeButtonProps: { 'aria-label': 'Close' },
      children: <Text size="sm">Are you sure? You can't undo this action afterwards.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm,
    }),
  );
}

/** The spec's toast after a removal: 'Removed' / 'This {item} has been removed'. */
export function showRemovedToast(item: string) {
  showToast({ title: 'Removed', message: `This ${item} has been removed`, color: 'green' });
}
