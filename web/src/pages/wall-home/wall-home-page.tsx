import { lazy, Suspense, useEffect } from 'react';
import { Box, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LoadFailed } from '../../shared/ui/page-states';
import { useParams } from 'react-router';
import { useWall } from '../../shared/data/walls/get-wall';
import { WallActions } from '../../features/walls/components/wall-actions';
import { ClaimWallNotice } from '../../features/walls/components/claim-wall-notice';
import { WallBanner } from '../../features/walls/components/wall-banner';
import { WallEditorActions } from '../../features/walls/components/wall-editor-actions';
import { WallNotFound } from '../../shared/ui/walls/wall-not-found';
import { AngleChoice } from '../../shared/ui/walls/angle-choice';
import { WhenNearViewport } from '../../shared/ui/when-near-viewport';
import { WallSubNav } from '../../features/walls/components/wall-sub-nav';
import { FAILED_TO_LOAD_WALL, LOADING_WALL } from '../../shared/util/texts';
import { isMissing } from '../../shared/data/is-missing';
import { releaseFirstScreen } from '../../shared/ui/first-screen-release';
import { SectionBoundary } from '../../shared/ui/section-boundary';
import { SaveWallOfflineButton } from './save-offline/save-wall-offline-button';

// The climbs and the sections below them arrive after the wall itself, so their code stays out of the wall page's
// first load.
const WallAboutSections = lazy(() =>
  import('./wall-about-sections').then((m) => ({ default: m.WallAboutSections })),
);
const WallClimbsSection = lazy(() =>
  import('../../features/climbs/public').then((m) => ({ default: m.WallClimbsSection })),
);
// A signed-in climber's 'Start a session' (issue 45): after the wall, out of the wall page's first load.
const SessionEntry = lazy(() =>
  import('../../features/sessions/public').then((m) => ({ default: m.SessionEntry })),
);
const WallFeed = lazy(() => import('../../features/pulse/public').then((m) => ({ default: m.WallFeed })));
const WallLeaderboard = lazy(() =>
  import('../../features/pulse/public').then((m) => ({ default: m.WallLeaderboard })),
);
const WallListsPanel = lazy(() =>
  import('../../features/lists/public').then((m) => ({ default: m.WallListsPanel })),
);
const CommentsSection = lazy(() =>
  import('../../features/comments/public').then((m) => ({ default: m.CommentsSection })),
);

// About the height of the climbs section's first page (its histogram and ten rows), held while its code loads.
const CLIMBS_MIN_HEIGHT = 720;
// About the height of the details, admins and lists sections, held while they wait below the first screen.
const ABOUT_MIN_HEIGHT = 600;
// About the height of the feed, leaderboard and comments once loaded, held while they wait below the first screen.
const PULSE_MIN_HEIGHT = 900;

/** A section's code on its way: as tall as the section, so the sections below stay out of view and do not jump. */
function SectionLoading({ minHeight }: { minHeight: number }) {
  return (
    <Box mih={minHeight}>
      <Loader size="sm" />
    </Box>
  );
}

export function WallHomePage() {
  const { wallId } = useParams();
  const wall = useWall(wallId);
  // Without a banner to draw, the first screen (if any) must not stand over the page.
  useEffect(() => {
    if (wall.isError) releaseFirstScreen();
  }, [wall.isError]);

  if (wall.isPending) {
    return (
      // A screen tall, so the footer is out of view until the wall arrives rather than jumping down.
      <Center py={80} mih="100vh" style={{ alignItems: 'flex-start' }}>
        <Stack align="center" gap="xs" role="status">
          <Loader />
          <Text>{LOADING_WALL}</Text>
        </Stack>
      </Center>
    );
  }
  if (wall.isError) {
    if (isMissing(wall.error)) return <WallNotFound />;
    return <LoadFailed title={FAILED_TO_LOAD_WALL} />;
  }

  const data = wall.data;
  return (
    <div>
      <WallBanner wall={data} />
      <WallSubNav wallId={data.id} />
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <WallActions wall={data} />
          <SectionBoundary>
            <Suspense fallback={null}>
              <SessionEntry wallId={data.id} />
            </Suspense>
          </SectionBoundary>
          <ClaimWallNotice wall={data} />
          <SaveWallOfflineButton wallId={data.id} />
          {data.is_editable && <WallEditorActions wall={data} />}
          <section aria-labelledby="wall-climbs-title">
            <Group justify="space-between" align="center" gap="xs" mb="xs">
              <Title order={2} size="h3" id="wall-climbs-title">
                Climbs
              </Title>
              <AngleChoice wallId={data.id} />
            </Group>
            <SectionBoundary>
              <Suspense fallback={<SectionLoading minHeight={CLIMBS_MIN_HEIGHT} />}>
                <WallClimbsSection wallId={data.id} />
              </Suspense>
            </SectionBoundary>
          </section>
          <WhenNearViewport name="wall-about" minHeight={ABOUT_MIN_HEIGHT}>
            <SectionBoundary>
              <Suspense fallback={<SectionLoading minHeight={ABOUT_MIN_HEIGHT} />}>
                <WallAboutSections
                  wall={data}
                  lists={
                    <SectionBoundary>
                      <Suspense fallback={<Loader size="sm" />}>
                        <WallListsPanel wall={data} />
                      </Suspense>
                    </SectionBoundary>
                  }
                />
              </Suspense>
            </SectionBoundary>
          </WhenNearViewport>
          <WhenNearViewport name="wall-pulse" minHeight={PULSE_MIN_HEIGHT}>
            <SectionBoundary>
              <Suspense fallback={<SectionLoading minHeight={PULSE_MIN_HEIGHT} />}>
                <WallFeed wallId={data.id} />
                <WallLeaderboard wallId={data.id} />
                <CommentsSection
                  relatedId={data.id}
                  relatedType="wall"
                  title="Recent comments"
                  wallId={data.id}
                />
              </Suspense>
            </SectionBoundary>
          </WhenNearViewport>
        </Stack>
      </Container>
    </div>
  );
}
