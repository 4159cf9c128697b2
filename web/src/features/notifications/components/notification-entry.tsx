import { Box, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArrowsVertical,
  IconCheck,
  IconMessageCircle,
  IconMessageReply,
  IconPlus,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Notification } from '@spraybook/contract';
import { notificationText, UNNAMED_CLIMB } from '@spraybook/contract/plain';
import { Link } from 'react-router';
import { shownDate } from '../../../shared/util/shown-date';
import { notificationLink } from '../logic/notification-link';

const ICONS = {
  reply: { Icon: IconMessageReply, color: 'orange' },
  comment: { Icon: IconMessageCircle, color: 'orange' },
  tick: { Icon: IconCheck, color: 'green' },
  follow: { Icon: IconUserPlus, color: 'grape' },
  new_climb: { Icon: IconPlus, color: 'blue' },
  grade: { Icon: IconArrowsVertical, color: 'cyan' },
  session_invite: { Icon: IconUsersGroup, color: 'teal' },
} as const;

/**
 * One line of the notifications page: the kind's icon, what happened ('Ana and 3 others ticked Morning
 * coffee'), when, and a dot while unread. The whole line is the link; opening it reads its group.
 */
export function NotificationEntry({
  item,
  onOpen,
}: {
  item: Notification;
  onOpen: (item: Notification) => void;
}) {
  const { Icon, color } = ICONS[item.kind];
  const text = notificationText({
    ...item,
    climb_name: item.climb_id ? item.climb_name?.trim() || UNNAMED_CLIMB : null,
  });
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      bg={item.read ? undefined : 'var(--mantine-color-blue-light)'}
    >
      <UnstyledButton
        component={Link}
        to={notificationLink(item)}
        onClick={() => onOpen(item)}
        p="sm"
        mih={44}
        w="100%"
        display="block"
        data-unread={!item.read || undefined}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
            <Icon size={18} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={item.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
              {text}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={item.created}>{shownDate(item.created)}</time>
              {!item.read && <VisuallyHidden>, unread</VisuallyHidden>}
            </Text>
          </Stack>
          {!item.read && (
            <Box w={10} h={10} mt={6} bg="blue" style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />
          )}
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
