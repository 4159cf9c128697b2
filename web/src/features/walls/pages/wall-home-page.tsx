import { lazy, Suspense } from 'react';
import { Accordion, Alert, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconListDetails, IconUsers } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useWall } from '../api/get-wall';
import { WallActions } from '../components/wall-actions';
import { WallAdminsPanel } from '../components/wall-admins-panel';
import { WallBanner } from '../components/wall-banner';
import { WallDetailsPanel } from '../components/wall-details-panel';
import { WallEditorActions } from '../components/wall-editor-actions';
import { WallNotFound } from '../components/wall-not-found';
import { WallSubNav } from '../components/wall-sub-nav';

// The climbs arrive after the wall itself, so their code stays out of the wall page's first load.
const WallClimbsSection = lazy(() =>
  import('../../climbs/public').then((m) => ({ default: m.WallClimbsSection })),
);
const WallListsPanel = lazy(() => import('../../lists/public').then((m) => ({ default: m.WallListsPanel })));
const WallFeed = lazy(() => import('../../pulse/public').then((m) => ({ default: m.WallFeed })));
const WallLeaderboard = lazy(() =>
  import('../../pulse/public').then((m) => ({ default: m.WallLeaderboard })),
);
const CommentsSection = lazy(() =>
  import('../../comments/public').then((m) => ({ default: m.CommentsSection })),
);

export function WallHomePage() {
  const { wallId } = useParams();
  const wall = useWall(wallId);

  if (wall.isPending) {
    return (
      // A screen tall, so the footer is out of view until the wall arrives rather than jumping down.
      <Center py={80} mih="100vh" style={{ alignItems: 'flex-start' }}>
        <Stack align="center" gap="xs" role="status">
          <Loader />
          <Text>Loading wall...</Text>
        </Stack>
      </Center>
    );
  }
  if (wall.isError) {
    if (wall.error instanceof ApiError && wall.error.status === 404) return <WallNotFound />;
    return (
      <Container size="sm" py="xl">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
          title="Failed to load wall."
        >
          Check your connection and try again.
        </Alert>
      </Container>
    );
  }

  const data = wall.data;
  return (
    <div>
      <WallBanner wall={data} />
      <WallSubNav wallId={data.id} />
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <WallActions wall={data} />
          {data.is_editable && <WallEditorActions wall={data} />}
          <section aria-labelledby="wall-climbs-title">
            <Title order={2} size="h3" id="wall-climbs-title" mb="xs">
              Climbs
            </Title>
            <Suspense fallback={<Loader size="sm" />}>
              <WallClimbsSection wallId={data.id} />
            </Suspense>
          </section>
          <Accordion
            multiple
            defaultValue={['details', 'admins', 'lists']}
            variant="separated"
            radius="lg"
            order={2}
          >
            <Accordion.Item value="details">
              <Accordion.Control icon={<IconInfoCircle size={20} aria-hidden />}>
                <Text component="span" fw={700} size="lg">
                  Details
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <WallDetailsPanel wall={data} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="admins">
              <Accordion.Control icon={<IconUsers size={20} aria-hidden />}>
                <Text component="span" fw={700} size="lg">
                  Admins
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <WallAdminsPanel wall={data} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="lists">
              <Accordion.Control icon={<IconListDetails size={20} aria-hidden />}>
                <Text component="span" fw={700} size="lg">
                  Lists
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Suspense fallback={<Loader size="sm" />}>
                  <WallListsPanel wall={data} />
                </Suspense>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          <Suspense fallback={<Loader size="sm" />}>
            <WallFeed wallId={data.id} />
            <WallLeaderboard wallId={data.id} />
            <CommentsSection
              relatedId={data.id}
              relatedType="wall"
              title="Recent comments"
              wallId={data.id}
            />
          </Suspense>
        </Stack>
      </Container>
    </div>
  );
}
