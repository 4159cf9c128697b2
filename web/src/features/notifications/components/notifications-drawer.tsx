import { Drawer } from '@mantine/core';
import { NOTIFICATIONS_TITLE } from '@spraybook/contract/plain';
import { NotificationsPanel } from './notifications-panel';

/** The bell's drawer on a desktop: the notifications beside the page the climber is on. */
export function NotificationsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={NOTIFICATIONS_TITLE}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <NotificationsPanel onOpened={onClose} />
    </Drawer>
  );
}
