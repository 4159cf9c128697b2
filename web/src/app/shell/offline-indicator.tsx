import { Badge, Box, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { offlineSince, OFFLINE } from '../../shared/util/texts';
import { formatDataTime } from '../../shared/offline/format-data-time';
import { useOnline } from '../../shared/offline/use-online';
import { useShownDataTime } from '../../shared/offline/use-shown-data-time';

/** Darker than the theme's orange 9, so white text on it keeps a 4.5:1 contrast (WCAG AA). */
const STRIP_COLOUR = '#a33a0b';

/** Below this the top bar has no room for the badge's time: a strip under it says it instead. */
const NARROW = '(max-width: 40em)';

/** The strip's height, which the header grows by while it shows. */
export const OFFLINE_STRIP_PX = 28;

/** Where the indicator shows now: null online, else the top bar's badge or (narrow) the strip. */
export function useOfflinePlacement(): 'bar' | 'strip' | null {
  const online = useOnline();
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  if (online) return null;
  return narrow ? 'strip' : 'bar';
}

/**
 * 'Offline', with the time the data on screen was fetched: a badge in the top bar, or on a phone a
 * strip under it (`placement` says which this one is; only one shows). Not a control, so it takes
 * no finger-sized room; a screen reader hears it when the network goes.
 */
export function OfflineIndicator({ placement }: { placement: 'bar' | 'strip' }) {
  if (useOfflinePlacement() !== placement) return null;
  return <OfflineNotice placement={placement} />;
}

/**
 * The indicator's badge or strip. Only mounted offline: the data's time follows every change to the
 * query cache, which online would re-render it at each answer a page loads.
 */
function OfflineNotice({ placement }: { placement: 'bar' | 'strip' }) {
  const dataTime = useShownDataTime();
  const text = dataTime === null ? OFFLINE : offlineSince(formatDataTime(dataTime));
  const icon = <IconCloudOff size={14} aria-hidden />;
  if (placement === 'strip') {
    return (
      <Box
        role="status"
        data-testid="offline-indicator"
        bg={STRIP_COLOUR}
        c="white"
        h={OFFLINE_STRIP_PX}
        px="md"
      >
        <Group gap={6} h="100%" justify="center" wrap="nowrap">
          {icon}
          <Text size="sm" fw={600} truncate>
            {text}
          </Text>
        </Group>
      </Box>
    );
  }
  return (
    <Badge
      role="status"
      data-testid="offline-indicator"
      color="orange"
      variant="light"
      size="lg"
      radius="sm"
      leftSection={icon}
      styles={{ root: { textTransform: 'none', flexShrink: 1, minWidth: 0 } }}
    >
      {text}
    </Badge>
  );
}
