import { Text } from '@mantine/core';
import { withModals } from '../../../shared/ui/overlays';
import { HOLD_USAGE_UNKNOWN } from '../../../shared/util/texts';

/** What deleting the hold does to the climbs that use it: `climbs` of them, or null when it is not known (offline). */
function usageText(climbs: number | null) {
  if (climbs === null) return HOLD_USAGE_UNKNOWN;
  return `${climbs === 1 ? '1 climb uses this hold.' : `${climbs} climbs use this hold.`} Deleting it takes it out of ${
    climbs === 1 ? 'that climb' : 'those climbs'
  }.`;
}

/**
 * Asks before deleting a hold that climbs use, or that may be (`null`: no signal to ask the server); resolves to
 * whether the user said Delete.
 */
export function confirmDeleteUsedHold(climbs: number | null) {
  return new Promise<boolean>((resolve) =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Delete hold',
        centered: true,
        children: <Text size="sm">{usageText(climbs)}</Text>,
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    ),
  );
}
