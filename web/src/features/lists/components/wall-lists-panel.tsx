import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ClimbList } from '@spraybook/contract';
import { OWN_LIST_ONLY, PUBLIC_LIST_EDITORS } from '@spraybook/contract/plain';
import { useAuth } from '../../../shared/data/auth-context';
import { confirmRemoveThen, showRemovedToast } from '../../../shared/ui/confirm-remove';
import { isMissing } from '../../../shared/data/is-missing';
import { isReachable } from '../../../shared/data/reachability';
import { showToast } from '../../../shared/ui/overlays';
import { useCreateList, useDeleteList, useUpdateList, useWallLists } from '../api/list-calls';
import { ListNameDialog } from './list-name-dialog';
import { ListsSignInNotice } from './lists-sign-in-notice';
import { FAILED_TO_FETCH_LISTS } from '../../../shared/util/texts';
import touch from '../../../shared/util/touch-target.module.css';
import classes from './wall-lists-panel.module.css';

const LISTS_ERROR_TOAST_MS = 3000;

interface ListRowProps {
  list: ClimbList;
  onRename: () => void;
  /** Set for a visitor: the actions show, and answer that lists need sign-in. */
  onNeedSignIn?: () => void;
}

function ListRow({ list, onRename, onNeedSignIn }: ListRowProps) {
  const remove = useDeleteList();
  const count = list.climbs.length;
  return (
    <Group justify="space-between" component="li" aria-label={list.name} style={{ rowGap: 0 }}>
      <Group gap="xs" wrap="nowrap" className={classes.about}>
        <Anchor
          component={Link}
          to={`/walls/${list.wall_id}/list?climb_list_id=${list.id}`}
          fw={600}
          truncate
          className={classes.name}
        >
          {list.name}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {count === 1 ? '1 climb' : `${count} climbs`}
        </Text>
        {list.public && (
          <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
            Public
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap" className={classes.actions}>
        {list.public && (
          // Named on screen, not just a trophy (issue 23): the way to a list's rankings.
          <Button
            component={Link}
            to={`/walls/${list.wall_id}/lists/${list.id}/rankings`}
            variant="subtle"
            size="compact-sm"
            className={touch.touchTarget}
            leftSection={<IconTrophy size={16} aria-hidden />}
            aria-label={`Rankings of ${list.name}`}
          >
            Rankings
          </Button>
        )}
        {list.is_editable || onNeedSignIn ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${list.name} actions`}
                className={touch.touchTarget}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={onNeedSignIn ?? onRename}
              >
                Rename
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={
                  onNeedSignIn ??
                  (() =>
                    confirmRemoveThen(
                      'list',
                      () => remove.mutateAsync(list.id),
                      () => showRemovedToast('list'),
                    ))
                }
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Tooltip label={list.public ? PUBLIC_LIST_EDITORS : OWN_LIST_ONLY} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${list.name} actions`}
              className={touch.touchTarget}
              data-disabled
              aria-disabled
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}

/** The wall home's Lists section (spec 2.18): public lists and the caller's own; create, rename, delete. */
export function WallListsPanel({ wall }: { wall: { id: string; can_publish_lists: boolean } }) {
  const { oidcUser } = useAuth();
  const lists = useWallLists(wall.id);
  const create = useCreateList();
  const update = useUpdateList();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'rename'; list: ClimbList } | null>(null);
  const [signInShown, setSignInShown] = useState(false);
  // Visitors see the list actions too; using one answers with the spec's sign-in text.
  const needSignIn = oidcUser ? undefined : () => setSignInShown(true);

  useEffect(() => {
    // A missing wall (just removed, or no longer shared) is the page's to say, not a failed fetch; offline,
    // the top bar's 'Offline' says it once for every read (and the lists come back with the server).
    if (lists.isError && !isMissing(lists.error) && isReachable())
      showToast({
        title: 'Error',
        message: FAILED_TO_FETCH_LISTS,
        color: 'red',
        autoClose: LISTS_ERROR_TOAST_MS,
      });
  }, [lists.isError, lists.error]);

  const shown = lists.data ?? [];
  return (
    <Stack gap="sm">
      {lists.isPending ? (
        <Text size="sm" c="dimmed">
          Loading lists...
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {lists.isError ? FAILED_TO_FETCH_LISTS : 'No lists yet.'}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Lists"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((list) => (
            <ListRow
              key={list.id}
              list={list}
              onRename={() => setDialog({ kind: 'rename', list })}
              onNeedSignIn={needSignIn}
            />
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          className={touch.touchTarget}
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={needSignIn ?? (() => setDialog({ kind: 'create' }))}
        >
          New list
        </Button>
      </Group>
      {signInShown && <ListsSignInNotice onClose={() => setSignInShown(false)} />}
      {dialog?.kind === 'create' && (
        <ListNameDialog
          title="New list"
          submitLabel="Create"
          publicChoice={{ canPublish: wall.can_publish_lists }}
          saving={create.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            create.mutate({ wall_id: wall.id, ...values }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <ListNameDialog
          title="Rename list"
          submitLabel="Save"
          initialName={dialog.list.name}
          saving={update.isPending}
          onClose={() => setDialog(null)}
          onSubmit={({ name }) =>
            update.mutate({ id: dialog.list.id, body: { name } }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
    </Stack>
  );
}
