import { Button, Center, Container, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NOT_HOLD_EDITOR } from '@spraybook/contract/plain';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { LoadFailed } from '../../../shared/ui/page-states';
import { useAuth } from '../../../shared/data/auth-context';
import { useRevision } from '../../../shared/data/walls/get-revision';
import { useWall } from '../../../shared/data/walls/get-wall';
import { WallNotFound } from '../../../shared/ui/walls/wall-not-found';
import { HoldEditor } from '../components/hold-editor';
import { ERROR_LOADING_WALL_REVISION, FAILED_TO_LOAD_WALL, LOADING_WALL } from '../../../shared/util/texts';
import { isMissing } from '../../../shared/data/is-missing';

function Loading() {
  return (
    <Center py={80}>
      <Stack align="center" gap="xs" role="status">
        <Loader />
        <Text>{LOADING_WALL}</Text>
      </Stack>
    </Center>
  );
}

/** /walls/:wallId/edit-holds: tracing a wall's holds, for its owner and admins. */
export function HoldEditorPage() {
  const { wallId } = useParams();
  const { oidcUser, loading } = useAuth();
  const wall = useWall(oidcUser ? wallId : undefined);
  const editable = !!wall.data?.can_edit_holds;
  const revision = useRevision(editable ? wallId : undefined);

  if (loading) return <Loading />;
  if (!oidcUser) return <LoginPrompt />;
  if (wall.isPending) return <Loading />;
  if (wall.isError) {
    if (isMissing(wall.error)) return <WallNotFound />;
    return <LoadFailed title={FAILED_TO_LOAD_WALL} />;
  }
  if (!editable) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <Title order={1} size="h2">
              You can't edit these holds
            </Title>
            <Text>{NOT_HOLD_EDITOR}</Text>
            <Button component={Link} to={`/walls/${wall.data.id}`} size="md">
              Back to wall
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }
  if (revision.isPending) return <Loading />;
  if (revision.isError) return <LoadFailed title={ERROR_LOADING_WALL_REVISION} />;
  return (
    <>
      <VisuallyHidden>
        <h1>Edit holds of {wall.data.name}</h1>
      </VisuallyHidden>
      <HoldEditor wallName={wall.data.name} revision={revision.data} />
    </>
  );
}
