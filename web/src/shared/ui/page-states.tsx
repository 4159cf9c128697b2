import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../data/auth-context';
import { GO_BACK, PAGE_NOT_SAVED_HINT, PAGE_NOT_SAVED_OFFLINE, SAVED_ON_THIS_PHONE } from '../util/texts';
import { savedPages, type SavedPage } from '../offline/saved-pages';
import { useOnline } from '../offline/use-online';
import touch from '../util/touch-target.module.css';

/**
 * A page's loading state: a spinner and what is loading ('Loading climb...'). A screen tall, so the
 * footer stays out of view until the page arrives rather than jumping down (the climb page's
 * layout shift in Lighthouse).
 */
export function Loading({ what }: { what: string }) {
  return (
    <Center py={80} mih="100vh" style={{ alignItems: 'flex-start' }}>
      <Stack align="center" gap="xs" role="status">
        <Loader />
        <Text>{what}</Text>
      </Stack>
    </Center>
  );
}

/**
 * A failure to load, in the spec's words ('Failed to load climb.'); offline, the page was never
 * kept on this phone, which asking again with no network cannot change.
 */
export function LoadFailed({ title }: { title: string }) {
  const online = useOnline();
  if (!online) return <NotSavedOffline />;
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={title}>
        Check your connection and try again.
      </Alert>
    </Container>
  );
}

/** A card that explains why the page cannot be shown, with the way back. */
export function Notice({
  title,
  children,
  back,
  backLabel = 'Back to wall',
}: {
  title: string;
  children: ReactNode;
  back: string;
  backLabel?: string;
}) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{children}</Text>
          <Button component={Link} to={back} size="md">
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** A page opened offline that the phone never kept: says so, with the pages it did keep and the way back. */
export function NotSavedOffline() {
  const navigate = useNavigate();
  const saved = useSavedPages();
  // The first page of this tab has nowhere to go back to: the home page is kept by then.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl" role="alert">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} size="h3">
            {PAGE_NOT_SAVED_OFFLINE}
          </Title>
          <Text c="dimmed">{PAGE_NOT_SAVED_HINT}</Text>
          <Button size="md" className={touch.touchTarget} onClick={back}>
            {GO_BACK}
          </Button>
        </Stack>
      </Paper>
      {saved.length > 0 && (
        <Stack component="nav" aria-label={SAVED_ON_THIS_PHONE} gap="xs" mt="lg">
          <Title order={2} size="h4">
            {SAVED_ON_THIS_PHONE}
          </Title>
          {saved.map((page) => (
            <Button
              key={page.path}
              component={Link}
              to={page.path}
              variant="light"
              size="md"
              justify="flex-start"
              className={touch.touchTarget}
            >
              {page.name}
            </Button>
          ))}
        </Stack>
      )}
    </Container>
  );
}

/** The walls and climbs this phone kept for the signed-in account (or a visitor). */
function useSavedPages(): SavedPage[] {
  const account = useAuth().oidcUser?.profile.sub ?? 'visitor';
  const [pages, setPages] = useState<SavedPage[]>([]);
  useEffect(() => {
    let current = true;
    void savedPages(account)
      .then((found) => current && setPages(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [account]);
  return pages;
}
