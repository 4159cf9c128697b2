import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Badge, Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { notificationsBellLabel } from '@spraybook/contract/plain';
import { Link } from 'react-router';
import { BREAKPOINTS } from '../../../shared/util/breakpoints';
import { useMe } from '../../../shared/data/users/get-me';
import { useUnreadNotifications } from '../api/unread-notifications';

/** Counts above this show as '99+', so the badge stays inside the bell's corner. */
const MOST_SHOWN = 99;
/** Where a drawer beside the page fits: on a phone or a small tablet the bell leads to the page instead. */
const DRAWER_SCREEN = `(min-width: ${BREAKPOINTS.md})`;

// The drawer's code loads with its first opening, not with every page's top bar.
const NotificationsDrawer = lazy(() =>
  import('./notifications-drawer').then((m) => ({ default: m.NotificationsDrawer })),
);

/**
 * The top bar's bell, 44 px like its neighbours, the unread count on its corner and in its name (the badge
 * itself is hidden from screen readers: the name says it). On a phone a link to /notifications; on a
 * desktop it opens them in a drawer beside the page, as the social apps climbers use do.
 */
export function NotificationBell() {
  const me = useMe();
  const unread = useUnreadNotifications(!!me.data).data?.unread ?? 0;
  const wide = useMediaQuery(DRAWER_SCREEN, false, { getInitialValueInEffect: false });
  // Mounted from the first opening on, so closing plays the drawer's transition.
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');
  if (!me.data) return null;
  const label = notificationsBellLabel(unread);
  const bell = { variant: 'default', size: 'lg', 'aria-label': label, title: label } as const;
  return (
    <Box pos="relative" style={{ flexShrink: 0 }}>
      {wide ? (
        <ActionIcon
          {...bell}
          aria-haspopup="dialog"
          onClick={() => setDrawer('open')}
          data-testid="notification-bell"
        >
          <IconBell size={18} />
        </ActionIcon>
      ) : (
        <ActionIcon {...bell} component={Link} to="/notifications" data-testid="notification-bell">
          <IconBell size={18} />
        </ActionIcon>
      )}
      {drawer !== 'never' && (
        <Suspense fallback={null}>
          <NotificationsDrawer opened={drawer === 'open'} onClose={() => setDrawer('closed')} />
        </Suspense>
      )}
      {unread > 0 && (
        <Badge
          size="sm"
          color="red"
          circle={unread < 10}
          pos="absolute"
          top={-6}
          right={-6}
          px={unread < 10 ? 0 : 4}
          style={{ pointerEvents: 'none' }}
          aria-hidden
        >
          {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
        </Badge>
      )}
    </Box>
  );
}
