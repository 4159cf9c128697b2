import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Breadcrumbs, Group, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconInfoCircle, IconPhoto } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CLIMB_PAGE_WORDS as W, climbSetAngle } from '@spraybook/contract/plain';
import { useWall } from '../../shared/data/walls/get-wall';
import { WallNotFound } from '../../shared/ui/walls/wall-not-found';
import { climbQuery, useClimb } from '../../shared/data/climbs/get-climb';
import { useClimbNeighbours } from '../../features/climbs/api/get-climb-neighbours';
import { ClimbImageTab } from '../../features/climbs/components/climb-image-tab';
import { ClimbInfoSheet } from '../../features/climbs/components/climb-info-sheet';
import { LoadFailed, Loading } from '../../shared/ui/page-states';
import { LoadedCrumb } from '../../shared/ui/crumb';
import { ClimbNotFound } from '../../shared/ui/climbs/climb-not-found';
import { BrokenWarning } from '../../features/votes/public';
import { climbName } from '../../shared/util/climbs/climb-display';
import { useGradeLabel } from '../../shared/data/grades/use-reader-grade-system';
import { climbPageListParams } from '../../features/climbs/logic/climb-list-filters';
import { useChosenAngle } from '../../shared/data/walls/wall-angle';
import { shownFigures } from '../../shared/util/climbs/angle-figures';
import { shownGradeOf } from '../../shared/ui/climbs/grade-note';
import { BenchmarkBadge, WideSpreadMark } from '../../shared/ui/climbs/angle-marks';
import { ClimbAngleRow } from './climb-angle-row';
import { QuickTickButton, TickStatus } from '../../features/ascents/public';
import { ClimbAttemptsLine, SessionClimbIcon, SessionEntry } from '../../features/sessions/public';
import classes from './climb-page.module.css';
import { LettersToggle } from './letters-toggle';
import { atAngle, FAILED_TO_LOAD_CLIMB, setAt } from '../../shared/util/texts';
import { isMissing } from '../../shared/data/is-missing';
import { releaseFirstScreen } from '../../shared/ui/first-screen-release';
import { useToastsAtTop } from '../../shared/ui/toasts-at-top';
import { SectionBoundary } from '../../shared/ui/section-boundary';

// Loaded when shown: a shared link opens the Image tab, and only a climb's setter gets the menu.
const ClimbDetailsTab = lazy(() =>
  import('./climb-details-tab').then((m) => ({ default: m.ClimbDetailsTab })),
);
const ClimbEditMenu = lazy(() =>
  import('../../features/climbs/components/climb-edit-menu').then((m) => ({ default: m.ClimbEditMenu })),
);

/** Starts loading the climbs before and after this one, so Previous and Next open at once. */
function usePrefetchNeighbours(
  wallId: string | undefined,
  climbId: string | undefined,
  listParams: Record<string, string>,
) {
  const queryClient = useQueryClient();
  const neighbours = useClimbNeighbours(wallId, climbId, listParams);
  useEffect(() => {
    for (const id of [neighbours.data?.previous_id, neighbours.data?.next_id])
      if (id) void queryClient.prefetchQuery(climbQuery(id));
  }, [queryClient, neighbours.data]);
}

/**
 * /walls/:wallId/climbs/:climbId: the Image and Details tabs of a climb (spec 2.8). A page of the page layer: it
 * puts the climbs feature's photo and sheet together with ticks, votes, lists, to-do, beta videos and comments.
 */
export function ClimbPage() {
  const { wallId, climbId } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'details' ? 'details' : 'image';
  const wall = useWall(wallId);
  const climb = useClimb(climbId);
  // Open on arrival, so Tick is one tap away (a flash: Tick, Flash); a tap on the photo brings it back.
  const [sheetOpen, setSheetOpen] = useState(true);
  const gradeOf = useGradeLabel(wallId);
  // The sheet's height over the photo, which the photo keeps the climb's holds above.
  const [sheetCover, setSheetCover] = useState(0);
  // The filters of the list the climber came from (climbHref), at the reader's angle, for Previous and Next.
  const chosen = useChosenAngle(wallId);
  const listParams = climbPageListParams(search, chosen.angle);
  usePrefetchNeighbours(wallId, climbId, listParams);
  useToastsAtTop();
  // A shared link's first screen (server/src/features/first-screen) stands for the drawn photo: it goes
  // once the photo is drawn (ClimbImageTab), or at once when the page shows something else.
  const shownInstead = climb.isError || wall.isError || (climb.isSuccess && climb.data.wall_id !== wallId);
  useEffect(() => {
    if (shownInstead) releaseFirstScreen();
  }, [shownInstead]);

  if (climb.isPending || wall.isPending) return <Loading what="Loading climb..." />;
  if (wall.isError && isMissing(wall.error)) return <WallNotFound />;
  // A wall that failed to load otherwise leaves the climb showing, its breadcrumb saying so.
  if (climb.isError || climb.data.wall_id !== wallId) {
    return climb.isError && !isMissing(climb.error) ? (
      <LoadFailed title={FAILED_TO_LOAD_CLIMB} />
    ) : (
      <ClimbNotFound wallId={wallId} />
    );
  }

  const data = climb.data;
  // At the reader's angle on an adjustable wall (issue 47); the setter's grade while fewer than 3 votes exist.
  const figures = { ...shownFigures(data, chosen.angle, chosen.wallDefaultAngle), angle: chosen.angle };
  const grade = gradeOf(shownGradeOf(data, figures).grade);
  // Beside the grade, the angle it is at when that is not the climb's own: 'at 50°', or 'set at 40°'.
  const setAngle = climbSetAngle(data.wall_angle, chosen.wallDefaultAngle);
  const angleNote =
    figures.setAngleInstead !== null
      ? setAt(figures.setAngleInstead)
      : chosen.angle !== null && chosen.angle !== setAngle
        ? atAngle(chosen.angle)
        : null;
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Breadcrumbs separatorMargin={6} fz="sm">
          <LoadedCrumb to={`/walls/${data.wall_id}`} name={wall.data?.name} failed={wall.isError} />
          <Text size="sm" c="dimmed">
            {W.crumb}
          </Text>
        </Breadcrumbs>
        <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={1} size="h2" lineClamp={1}>
              {climbName(data.name)}
            </Title>
            <Badge variant="light" size="lg" style={{ flexShrink: 0 }} data-testid="climb-grade">
              {grade ?? 'Ungraded'}
            </Badge>
            {angleNote && (
              <Text size="sm" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                {angleNote}
              </Text>
            )}
            {figures.spread?.wide && <WideSpreadMark />}
            {figures.benchmark && <BenchmarkBadge />}
            {data.draft && (
              <Badge color="gray" size="lg" style={{ flexShrink: 0 }}>
                Draft
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <SessionClimbIcon wallId={data.wall_id} climbId={data.id} />
            {data.is_editable && (
              <SectionBoundary fallback={null}>
                <Suspense fallback={null}>
                  <ClimbEditMenu climb={data} />
                </Suspense>
              </SectionBoundary>
            )}
          </Group>
        </Group>
        {data.needs_attention && data.is_editable && (
          <Alert
            color="yellow"
            variant="light"
            mt="xs"
            p="xs"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            Holds this climb used were deleted, so it has no start or top hold now.{' '}
            <Anchor component={Link} to={`/walls/${data.wall_id}/climbs/${data.id}/edit-holds`} size="sm">
              Edit its holds
            </Anchor>
          </Alert>
        )}
        <BrokenWarning climb={data} />
        {/* Only in a session on this wall: 'Add to session' and 'Follow the group'. */}
        <SessionEntry wallId={data.wall_id} climbId={data.id} />
      </header>
      <Tabs
        className={classes.tabs}
        value={tab}
        onChange={(next) => setSearch(next === 'details' ? { tab: 'details' } : {}, { replace: true })}
        keepMounted={false}
      >
        <div className={classes.tabBar}>
          <Tabs.List px={{ base: 'xs', sm: 'md' }} className={classes.tabList}>
            <Tabs.Tab value="image" leftSection={<IconPhoto size={16} aria-hidden />}>
              {W.imageTab}
            </Tabs.Tab>
            <Tabs.Tab value="details" leftSection={<IconInfoCircle size={16} aria-hidden />}>
              {W.detailsTab}
            </Tabs.Tab>
          </Tabs.List>
          {/* Beside the tabs, not over the photo, where it would hide the holds near the top. */}
          {tab === 'image' && <LettersToggle />}
        </div>
        <Tabs.Panel value="image" className={classes.imagePanel}>
          <ClimbImageTab
            climb={data}
            onTap={() => setSheetOpen(true)}
            coveredBottom={sheetOpen ? sheetCover : 0}
            onDrawn={releaseFirstScreen}
          />
          <ClimbInfoSheet
            climb={data}
            listParams={listParams}
            opened={sheetOpen}
            onClose={() => setSheetOpen(false)}
            tickStatus={<TickStatus climbId={data.id} />}
            onCoverChange={setSheetCover}
            tickButton={<QuickTickButton climb={data} flex={1} />}
            details={
              <>
                <ClimbAngleRow climb={data} figures={figures} />
                <ClimbAttemptsLine climbId={data.id} />
              </>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="details" className={classes.detailsPanel}>
          <SectionBoundary>
            <Suspense fallback={<Loading what="Loading climb..." />}>
              <ClimbDetailsTab climb={data} />
            </Suspense>
          </SectionBoundary>
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
