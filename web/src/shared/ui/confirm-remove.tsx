import { Text } from '@mantine/core';
import { showToast, withModals } from './overlays';
import { CANCEL, REMOVE, REMOVE_WARNING, REMOVED, removedMessage, removeTitle } from '../util/texts';

/**
 * The spec's remove confirmation, the one dialog every remove in the app opens: 'Remove {item type}',
 * its warning, Cancel and Remove. `onConfirm` runs only on Remove.
 */
export function confirmRemove(itemType: string, onConfirm: () => void) {
  withModals((modals) =>
    modals.openConfirmModal({
      title: removeTitle(itemType),
      centered: true,
      children: <Text size="sm">{REMOVE_WARNING}</Text>,
      labels: { confirm: REMOVE, cancel: CANCEL },
      confirmProps: { color: 'red' },
      onConfirm,
    }),
  );
}

/**
 * The remove confirmation for a removal whose component goes away with the item (a page that leaves, a
 * row of a list): on Remove runs `remove`, then `after` (the toast, navigating away) once it succeeded.
 * It follows the mutation's promise, not a per-call `onSuccess`, which React Query skips when the
 * component unmounts first (the refetch without the item can land before it). A failure shows the
 * Error dialog (the mutations' default).
 */
export function confirmRemoveThen(itemType: string, remove: () => Promise<unknown>, after: () => void) {
  confirmRemove(itemType, () => void remove().then(after, () => undefined));
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
