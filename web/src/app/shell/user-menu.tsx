import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import {
  IconDownload,
  IconFileText,
  IconHeart,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconTicket,
  IconUser,
} from '@tabler/icons-react';
import { userDisplayName } from '@spraybook/contract/plain';
import { Link } from 'react-router';
import { signOut } from '../../shared/data/auth';
import { useMe } from '../../shared/data/users/get-me';
import { openInstallDialog } from './install/install-dialog-state';
import { INSTALL_THE_APP } from './install/install-texts';
import { useInstallOffered } from './install/use-install-offered';

export function UserMenu() {
  const { data: me } = useMe();
  const name = me ? userDisplayName(me) : 'Account';
  const installOffered = useInstallOffered();
  return (
    <Menu position="bottom-end" width={220} withArrow>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" data-testid="user-menu">
          <Avatar src={me?.profile_picture_url} alt={name} color="blue" radius="xl">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {me && (
          <>
            <Menu.Item component={Link} to={`/user/${me.id}/feed`} leftSection={<IconUser size={16} />}>
              Profile
            </Menu.Item>
            <Menu.Item component={Link} to={`/user/${me.id}/ticks`} leftSection={<IconTicket size={16} />}>
              Ticks
            </Menu.Item>
          </>
        )}
        <Menu.Item component={Link} to="/walls?favorites=true" leftSection={<IconHeart size={16} />}>
          Favorite walls
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        {installOffered && (
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={openInstallDialog}>
            {INSTALL_THE_APP}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/terms-of-use" leftSection={<IconFileText size={16} />}>
          Terms
        </Menu.Item>
        <Menu.Item component={Link} to="/privacy-data-protection" leftSection={<IconShieldLock size={16} />}>
          Privacy
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
