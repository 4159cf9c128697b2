import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { notificationsBellLabel } from '@spraybook/contract/plain';
import { Link } from 'react-router';
import { useMe } from '../../../shared/users/get-me';
import { useUnreadNotifications } from '../api/unread-notifications';

/** Counts above this show as '99+', so the badge stays inside the bell's corner. */
const MOST_SHOWN = 99;

/** The top bar's bell: a 44-px link to /notifications, its unread count on it and in its name. */
export function NotificationBell() {
  const me = useMe();
  const unread = useUnreadNotifications(!!me.data).data?.unread ?? 0;
  if (!me.data) return null;
  const label = notificationsBellLabel(unread);
  return (
    <Indicator
      label={unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
      disabled={unread === 0}
      size={18}
      offset={9}
      color="red"
      aria-hidden={false}
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        color="gray"
        size={44}
        radius="xl"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
      >
        <IconBell size={22} />
      </ActionIcon>
    </Indicator>
  );
}
