import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Session } from '@spraybook/contract';
import { invitedLine, SESSION_INVITE_WORDS as W, userDisplayName } from '@spraybook/contract/plain';
import { showToast } from '../../../shared/ui/overlays';
import { UserAvatar } from '../../../shared/ui/users/avatar';
import { useMe } from '../../../shared/data/users/get-me';
import { useFriends, useInviteToSession, useSessionInvitations } from '../api/session-invitations';

/**
 * 'Invite climbers' (docs/decisions/0226): a member picks climbers they follow who follow them back, found by name,
 * and 'Invite' tells each of them with a notification that leads here. Those invited already, or in the session,
 * show so and are not picked again; after inviting, a toast says whom it reached.
 */
export function InviteClimbers({ session }: { session: Session }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="md"
        mih={44}
        fullWidth
        leftSection={<IconUserPlus size={20} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {W.open}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={W.open} centered>
        {opened && <InviteDialogBody session={session} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

export function InviteDialogBody({ session, onDone }: { session: Session; onDone: () => void }) {
  const me = useMe();
  const friends = useFriends(me.data?.id, true);
  const invitations = useSessionInvitations(session.id, true);
  const invite = useInviteToSession(session.id);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);

  const present = new Set(session.members.filter((m) => m.present).map((m) => m.user_id));
  const invited = new Set(invitations.data?.invitations.map((i) => i.user_id));
  const needle = search.trim().toLowerCase();
  const shown = (friends.data ?? []).filter((f) => userDisplayName(f).toLowerCase().includes(needle));

  const confirm = () => {
    const names = (friends.data ?? []).filter((f) => chosen.includes(f.id)).map((f) => userDisplayName(f));
    invite.mutate(chosen, {
      onSuccess: () => {
        showToast({ message: invitedLine(names), color: 'teal' });
        setChosen([]);
        onDone();
      },
    });
  };

  if (friends.isPending || me.isPending)
    return (
      <Center py="lg" role="status">
        <Loader aria-label={W.loading} />
      </Center>
    );
  if (friends.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {W.failed}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {friends.data?.length ? W.help : W.none}
      </Text>
      {!!friends.data?.length && (
        <>
          <TextInput
            size="md"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder={W.search}
            aria-label={W.search}
            leftSection={<IconSearch size={18} aria-hidden />}
          />
          <ScrollArea.Autosize mah="50vh" type="auto">
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={W.open}>
              {shown.map((friend) => {
                const state = present.has(friend.id)
                  ? W.inSession
                  : invited.has(friend.id)
                    ? W.invited
                    : null;
                return (
                  <Group
                    key={friend.id}
                    component="li"
                    gap="sm"
                    wrap="nowrap"
                    mih={52}
                    justify="space-between"
                    data-testid="invite-row"
                  >
                    <Checkbox
                      size="md"
                      disabled={!!state}
                      checked={!!state || chosen.includes(friend.id)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setChosen((was) => (on ? [...was, friend.id] : was.filter((id) => id !== friend.id)));
                      }}
                      label={
                        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                          <span aria-hidden style={{ display: 'inline-flex' }}>
                            <UserAvatar user={friend} size={32} />
                          </span>
                          <Text truncate>{userDisplayName(friend)}</Text>
                        </Group>
                      }
                      styles={{
                        root: { flex: 1, minWidth: 0 },
                        body: { alignItems: 'center', minHeight: 44 },
                        labelWrapper: { minWidth: 0, flex: 1 },
                        label: { cursor: state ? 'default' : 'pointer' },
                      }}
                    />
                    {state && (
                      <Badge
                        variant="light"
                        color={state === W.invited ? 'teal' : 'gray'}
                        style={{ flexShrink: 0 }}
                      >
                        {state}
                      </Badge>
                    )}
                  </Group>
                );
              })}
              {shown.length === 0 && (
                <Text component="li" size="sm" c="dimmed" py="sm">
                  {W.noMatch}
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
          <Button size="md" mih={44} onClick={confirm} disabled={!chosen.length} loading={invite.isPending}>
            {W.confirm}
          </Button>
        </>
      )}
    </Stack>
  );
}
