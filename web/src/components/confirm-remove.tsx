import { Text } from '@mantine/core';
import { showToast, withModals } from '../lib/overlays';
import { CANCEL, REMOVE, REMOVE_WARNING, REMOVED, removedMessage, removeTitle } from '../lib/texts';

/**
 * The spec's remove confirmation, the one dialog every remove in the app opens: 'Remove {item type}',
 * its warning, Cancel and Remove. `onConfirm` runs only on Remove.
 */
export function confirmRemove(itemType: string, onConfirm: () => void) {
  withModals((modals) =>
    modals.openConfirmModal({
      title: removeTitle(itemType),
      centered: true,
      closeButtonProps: { 'aria-label': 'Close' },
      children: <Text size="sm">{REMOVE_WARNING}</Text>,
      labels: { confirm: REMOVE, cancel: CANCEL },
      confirmProps: { color: 'red' },
      onConfirm,
    }),
  );
}

/** The spec's toast after a removal: 'Removed' / 'This {item} has been removed'. */
export function showRemovedToast(item: string, autoClose?: number) {
  showToast({
    title: REMOVED,
    message: removedMessage(item),
    color: 'green',
    ...(autoClose ? { autoClose } : {}),
  });
}
