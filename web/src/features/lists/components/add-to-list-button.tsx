import { useState } from 'react';
import { Button, CloseButton, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import type { Climb } from '@spraybook/contract';
import { LIST_NOT_SELECTED } from '@spraybook/contract/plain';
import { useAuth } from '../../../shared/data/auth-context';
import { useResumeAction } from '../../../shared/data/resume-after-sign-in';
import { useWall } from '../../../shared/data/walls/get-wall';
import { useCreateList, useListClimb, useWallLists } from '../api/list-calls';
import { ListNameDialog } from './list-name-dialog';
import { ListsSignInNotice } from './lists-sign-in-notice';

/** The climb page's 'Add to List' (spec 2.8, 2.18): add the climb to a list the caller keeps, or take it off. */
export function AddToListButton({ climb }: { climb: Climb }) {
  const { oidcUser } = useAuth();
  const [open, setOpen] = useState(false);
  // A visitor who signed in from here comes back with the dialog open.
  useResumeAction('add-to-list', !!oidcUser, () => setOpen(true));
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconListDetails size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Add to List
      </Button>
      {open &&
        (oidcUser ? (
          <AddToListDialog climb={climb} onClose={() => setOpen(false)} />
        ) : (
          <Modal opened onClose={() => setOpen(false)} title="Add to List" centered>
            <ListsSignInNotice action="add-to-list" />
          </Modal>
        ))}
    </>
  );
}

function AddToListDialog({ climb, onClose }: { climb: Climb; onClose: () => void }) {
  const lists = useWallLists(climb.wall_id);
  const canPublish = useWall(climb.wall_id).data?.can_publish_lists ?? false;
  const change = useListClimb();
  const create = useCreateList();
  const [selected, setSelected] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [creating, setCreating] = useState(false);
  const editable = (lists.data ?? []).filter((l) => l.is_editable);
  const onLists = editable.filter((l) => l.climbs.includes(climb.id));
  const addable = editable.filter((l) => !l.climbs.includes(climb.id));

  return (
    <Modal opened onClose={onClose} title="Add to List" centered>
      <Stack gap="md">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!selected) return setMissing(true);
            change.mutate(
              { listId: selected, climbId: climb.id, add: true },
              { onSuccess: () => setSelected(null) },
            );
          }}
        >
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Select
              flex={1}
              label="List"
              placeholder={
                lists.isPending ? 'Loading lists...' : addable.length ? 'Pick a list' : 'No other lists'
              }
              data={addable.map((l) => ({ value: l.id, label: l.public ? `${l.name} (public)` : l.name }))}
              value={selected}
              onChange={(v) => {
                setSelected(v);
                setMissing(false);
              }}
              error={missing ? LIST_NOT_SELECTED : null}
            />
            <Button type="submit" mt={25} loading={change.isPending}>
              Add
            </Button>
          </Group>
        </form>
        {onLists.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              On your lists
            </Text>
            {onLists.map((l) => (
              <Group key={l.id} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {l.name}
                </Text>
                <CloseButton
                  aria-label={`Remove from ${l.name}`}
                  onClick={() => change.mutate({ listId: l.id, climbId: climb.id, add: false })}
                />
              </Group>
            ))}
          </Stack>
        )}
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            New list with this climb
          </Button>
        </Group>
      </Stack>
      {creating && (
        <ListNameDialog
          title="New list"
          submitLabel="Create"
          publicChoice={{ canPublish }}
          saving={create.isPending}
          onClose={() => setCreating(false)}
          onSubmit={(values) =>
            create.mutate(
              { wall_id: climb.wall_id, climb_ids: [climb.id], ...values },
              { onSuccess: () => setCreating(false) },
            )
          }
        />
      )}
    </Modal>
  );
}
