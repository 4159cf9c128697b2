import { Tooltip } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { WAITING_TO_SEND } from './texts';

/** The small clock on something kept on this phone that the server does not have yet. */
export function PendingClock() {
  return (
    <Tooltip label={WAITING_TO_SEND}>
      <IconClock size={16} role="img" aria-label={WAITING_TO_SEND} color="var(--mantine-color-yellow-5)" />
    </Tooltip>
  );
}
