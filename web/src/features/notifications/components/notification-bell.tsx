import { ActionIcon, Badge, Box } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { notificationsBellLabel } from '@spraybook/contract/plain';
import { Link } from 'react-router';
import { useMe } from '../../../shared/users/get-me';
import { useUnreadNotifications } from '../api/unread-notifications';

/** Counts above this show as '99+', so the badge stays inside the bell's corner. */
const MOST_SHOWN = 99;

/**
 * The top bar's bell: a 44-px link to /notifications like its neighbours, the unread count on its corner
 * and in its name (the badge itself is hidden from screen readers: the name says it).
 */
export function NotificationBell() {
  const me = useMe();
  const unread = useUnreadNotifications(!!me.data).data?.unread ?? 0;
  if (!me.data) return null;
  const label = notificationsBellLabel(unread);
  return (
    <Box pos="relative" style={{ flexShrink: 0 }}>
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="default"
        size="lg"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
      >
        <IconBell size={18} />
      </ActionIcon>
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
