import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import type { Notification } from '@spraybook/contract';
import {
  NOTIFICATIONS_EMPTY,
  NOTIFICATIONS_FAILED_TO_LOAD,
  NOTIFICATIONS_MARK_ALL_READ,
  NOTIFICATIONS_TITLE,
} from '@spraybook/contract/plain';
import { EndlessList } from '../../../shared/ui/endless-list';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { useNotifications } from '../api/notifications';
import { NotificationEntry } from './notification-entry';

/**
 * The climber's notifications, newest first, grouped, more on scroll (as the feed), with Mark all read
 * beside `heading`: the page's body on a phone, the bell's drawer on a desktop. Opening a line reads it
 * and calls `onOpened` (the drawer closes then).
 */
export function NotificationsPanel({ heading, onOpened }: { heading?: ReactNode; onOpened?: () => void }) {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const open = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    onOpened?.();
  };
  return (
    <Stack gap="md">
      <Group justify={heading ? 'space-between' : 'flex-end'} wrap="nowrap">
        {heading}
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={!items.some((i) => !i.read)}
          mih={44}
        >
          {NOTIFICATIONS_MARK_ALL_READ}
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="xl" role="status">
          <Loader aria-label="Loading notifications" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {NOTIFICATIONS_FAILED_TO_LOAD}
        </Alert>
      ) : items.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {NOTIFICATIONS_EMPTY}
        </Text>
      ) : (
        <EndlessList label={NOTIFICATIONS_TITLE} pages={list}>
          {items.map((item) => (
            <NotificationEntry key={item.id} item={item} onOpen={open} />
          ))}
        </EndlessList>
      )}
    </Stack>
  );
}
