import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import type { Notification } from '@spraybook/contract';
import {
  NOTIFICATIONS_EMPTY,
  NOTIFICATIONS_FAILED_TO_LOAD,
  NOTIFICATIONS_MARK_ALL_READ,
  NOTIFICATIONS_TITLE,
} from '@spraybook/contract/plain';
import { LoginPrompt } from '../../../components/login-prompt';
import { useAuth } from '../../../lib/auth-context';
import { EndlessList } from '../../../components/endless-list';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { useNotifications } from '../api/notifications';
import { NotificationEntry } from '../components/notification-entry';

/** /notifications: the climber's notifications, newest first, grouped, more on scroll (as the feed). */
export function NotificationsPage() {
  const { oidcUser, loading } = useAuth();
  if (loading) return null;
  if (!oidcUser) return <LoginPrompt reason="to see your notifications." />;
  return <NotificationsList />;
}

function NotificationsList() {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const open = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
  };
  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h2">
            {NOTIFICATIONS_TITLE}
          </Title>
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
    </Container>
  );
}
