import { lazy, Suspense } from 'react';
import { Burger, Button, Group } from '@mantine/core';
import { IconHeart, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TOP_BAR_WORDS as W } from '@spraybook/contract/plain';
import { NotificationBell } from '../../features/notifications/public';
import { QuickSearchButton } from '../../features/search/public';
import { signIn } from '../../shared/data/auth';
import { useAuth } from '../../shared/data/auth-context';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { Logo } from './logo';
import { OfflineIndicator } from './offline-indicator';
import { InstallButton } from './install/install-button';

// Only signed-in users have the menu: visitors do not download it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
/** The size of the menu's avatar, held while the menu loads. */
const AVATAR_PX = 38;

export function TopBar({ drawerOpen, onToggleDrawer }: { drawerOpen: boolean; onToggleDrawer: () => void }) {
  const { oidcUser, loading } = useAuth();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={drawerOpen} onClick={onToggleDrawer} hiddenFrom="sm" size="sm" aria-label={W.menu} />
        <Logo />
        <Group gap={4} visibleFrom="sm" ml="md">
          <Button component={Link} to="/walls" variant="subtle" color="gray">
            {W.findWall}
          </Button>
          <Button component={Link} to="/map" variant="subtle" color="gray">
            {W.map}
          </Button>
          {oidcUser && (
            <Button
              component={Link}
              to="/walls?favorites=true"
              variant="subtle"
              color="gray"
              leftSection={<IconHeart size={16} />}
            >
              Favorite walls
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <OfflineIndicator placement="bar" />
        <QuickSearchButton />
        <Button component={Link} to="/add-wall" leftSection={<IconPlus size={16} />} visibleFrom="xs">
          {W.addWall}
        </Button>
        <InstallButton />
        <ColorSchemeToggle />
        {oidcUser && <NotificationBell />}
        {oidcUser ? (
          <Suspense fallback={<div style={{ width: AVATAR_PX, height: AVATAR_PX }} />}>
            <UserMenu />
          </Suspense>
        ) : (
          <Button variant="default" onClick={() => signIn()} disabled={loading}>
            {W.signIn}
          </Button>
        )}
      </Group>
    </Group>
  );
}
