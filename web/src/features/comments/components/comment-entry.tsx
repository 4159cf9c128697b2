import { ActionIcon, Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UNNAMED_CLIMB } from '@spraybook/contract/plain';
import { UserNameOf } from '../../../shared/ui/user-name-of';
import { shownDate } from '../../../shared/util/shown-date';
import touch from '../../../shared/util/touch-target.module.css';

interface CommentEntryProps {
  kind: 'comment' | 'reply';
  userId: string;
  text: string;
  created: string;
  lastEdited: string | null;
  editable: boolean;
  /** On a wall's recent comments: the climb a comment is on, as a link. */
  climb?: { name: string; href: string };
  onEdit: () => void;
  onRemove: () => void;
  children?: React.ReactNode;
}

/** One comment or reply: who, when, the text, and its author's Edit and Remove (spec 6). */
export function CommentEntry(props: CommentEntryProps) {
  const label = props.kind === 'comment' ? 'Comment' : 'Reply';
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" style={{ minWidth: 0 }}>
          <Text span fw={600} size="sm">
            <UserNameOf id={props.userId} />
          </Text>
          {props.climb && (
            <Text span size="sm" c="dimmed">
              {' '}
              on{' '}
              <Anchor component={Link} to={props.climb.href} size="sm">
                {props.climb.name || UNNAMED_CLIMB}
              </Anchor>
            </Text>
          )}
          <Text span size="xs" c="dimmed">
            {' · '}
            <time dateTime={new Date(props.created).toISOString()}>{shownDate(props.created)}</time>
            {props.lastEdited && ' (edited)'}
          </Text>
        </Text>
        {props.editable && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`${label} actions`}
                className={touch.touchTarget}
              >
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={props.onEdit}>
                Edit
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={props.onRemove}
              >
                Remove
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {props.text}
      </Text>
      {props.children}
    </Stack>
  );
}
