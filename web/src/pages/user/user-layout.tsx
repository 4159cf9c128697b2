import { Button, Center, Container, Group, Loader, ScrollArea, Stack } from '@mantine/core';
import { IconChecklist, IconListCheck, IconNews, IconSettings } from '@tabler/icons-react';
import { USER_NOT_FOUND } from '@spraybook/contract/plain';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { LoadFailed, Notice } from '../../shared/ui/page-states';
import { ProfileHeader } from '../../features/users/components/profile-header';
import { ApiError } from '../../shared/data/api-client';
import { FAILED_TO_LOAD_USER, GO_TO_HOME } from '../../shared/util/texts';
import { useMe } from '../../shared/data/users/get-me';
import { useUser } from '../../shared/data/users/get-user';
import classes from './user-layout.module.css';

const tabs = [
  { value: 'feed', label: 'Feed', Icon: IconNews, ownOnly: true },
  { value: 'ticks', label: 'Ticks', Icon: IconChecklist, ownOnly: false },
  { value: 'todo-list', label: 'To-do', Icon: IconListCheck, ownOnly: false },
  { value: 'settings', label: 'Settings', Icon: IconSettings, ownOnly: true },
] as const;

/**
 * Every user page (/user/{id}/feed, /ticks, /todo-list): one header, then the tabs Feed (own only),
 * Ticks, To-do and Settings (own only, the /settings page), then the tab's page.
 */
export function UserLayout() {
  const { userId } = useParams();
  const user = useUser(userId);
  const me = useMe();
  const { pathname } = useLocation();
  if (user.isPending) {
    return (
      <Center py={80} role="status">
        <Loader aria-label="Loading user" />
      </Center>
    );
  }
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 404)
      return (
        <Notice title={USER_NOT_FOUND} back="/" backLabel={GO_TO_HOME}>
          There is no climber at this address.
        </Notice>
      );
    return <LoadFailed title={FAILED_TO_LOAD_USER} />;
  }
  const own = me.data?.id === user.data.id;
  const base = `/user/${user.data.id}`;
  const tab = pathname.split('/')[3] ?? 'ticks';
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <ProfileHeader user={user.data} />
        <ScrollArea type="never">
          <Group component="nav" aria-label="Profile" gap={4} wrap="nowrap" className={classes.tabs}>
            {tabs
              .filter((t) => own || !t.ownOnly)
              .map((t) => (
                <Button
                  key={t.value}
                  component={Link}
                  to={t.value === 'settings' ? '/settings' : `${base}/${t.value}`}
                  variant={tab === t.value ? 'light' : 'subtle'}
                  color={tab === t.value ? undefined : 'gray'}
                  aria-current={tab === t.value ? 'page' : undefined}
                  leftSection={<t.Icon size={16} aria-hidden />}
                  radius="xl"
                  px="sm"
                  // Never squeezed: on a narrow phone the row scrolls instead of clipping a label.
                  style={{ flexShrink: 0 }}
                >
                  {t.label}
                </Button>
              ))}
          </Group>
        </ScrollArea>
        <Outlet />
      </Stack>
    </Container>
  );
}
