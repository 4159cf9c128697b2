import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { NOT_WALL_EDITOR } from '@spraybook/contract/plain';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { useAuth } from '../../../shared/data/auth-context';
import { useMe } from '../../../shared/data/users/get-me';
import { useWall } from '../../../shared/data/walls/get-wall';
import { WallForm } from '../components/wall-form';
import { WallNotFound } from '../../../shared/ui/walls/wall-not-found';
import { isMissing } from '../../../shared/data/is-missing';

/** /add-wall, and /walls/{wallId}/edit when the route has a wall id. */
export function WallFormPage() {
  const { wallId } = useParams();
  const { oidcUser, loading } = useAuth();
  const me = useMe();
  const wall = useWall(oidcUser ? wallId : undefined);
  const editing = !!wallId;
  const title = editing ? 'Edit wall' : 'Add wall';

  const page = (children: React.ReactNode, subtitle?: string) => (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {subtitle && (
            <Text c="dimmed" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
  const loader = (text: string) => (
    <Center py="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );

  if (loading) return page(loader('Loading...'));
  if (!oidcUser) return page(<LoginPrompt />);
  if (!editing) {
    return page(
      me.data ? (
        <WallForm ownerId={me.data.id} />
      ) : me.isError ? (
        <Alert color="red">Failed to load user.</Alert>
      ) : (
        loader('Loading...')
      ),
      'Share your spraywall or board so everyone can set and tick problems on it.',
    );
  }
  if (wall.isPending) return page(loader('Loading wall...'));
  if (wall.isError) {
    if (isMissing(wall.error)) return <WallNotFound />;
    return page(
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
        Failed to load wall.
      </Alert>,
    );
  }
  if (!wall.data.is_editable) {
    return page(
      <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} title="You can't edit this wall">
        <Text size="sm">{NOT_WALL_EDITOR}</Text>
        <Button component={Link} to={`/walls/${wall.data.id}`} variant="light" mt="md">
          Back to the wall
        </Button>
      </Alert>,
    );
  }
  return page(<WallForm key={wall.data.id} wall={wall.data} ownerId={wall.data.user_id} />, wall.data.name);
}
