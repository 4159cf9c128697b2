import { Divider, NavLink, Stack } from '@mantine/core';
import {
  IconFileText,
  IconHeart,
  IconHome,
  IconMap,
  IconPlus,
  IconSearch,
  IconSettings,
  IconShieldLock,
  IconTicket,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../shared/data/auth-context';
import { useMe } from '../../shared/data/users/get-me';

/** The narrow-screen navigation: the top bar's items, plus Tick list. */
export function MobileDrawer({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  const { oidcUser } = useAuth();
  const { data: me } = useMe();
  const items = [
    { to: '/', label: 'Home', icon: IconHome },
    { to: '/walls', label: 'Find wall', icon: IconSearch },
    { to: '/add-wall', label: 'Add wall', icon: IconPlus },
    { to: '/map', label: 'Browse map', icon: IconMap },
    ...(oidcUser ? [{ to: '/walls?favorites=true', label: 'Favorite walls', icon: IconHeart }] : []),
    ...(me ? [{ to: `/user/${me.id}/ticks`, label: 'Tick list', icon: IconTicket }] : []),
    ...(oidcUser ? [{ to: '/settings', label: 'Settings', icon: IconSettings }] : []),
  ];
  const here = pathname + search;
  return (
    <Stack gap={2} p="sm" component="nav" aria-label="Main">
      {items.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={<Icon size={18} />}
          active={here === to}
          onClick={onNavigate}
        />
      ))}
      <Divider my="sm" />
      <NavLink
        component={Link}
        to="/terms-of-use"
        label="Terms"
        leftSection={<IconFileText size={18} />}
        onClick={onNavigate}
      />
      <NavLink
        component={Link}
        to="/privacy-data-protection"
        label="Privacy"
        leftSection={<IconShieldLock size={18} />}
        onClick={onNavigate}
      />
    </Stack>
  );
}
