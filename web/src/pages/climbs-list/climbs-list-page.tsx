import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  CloseButton,
  Container,
  Group,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Climb } from '@spraybook/contract';
import { LoadFailed, Loading } from '../../shared/ui/page-states';
import { LoadedCrumb } from '../../shared/ui/crumb';
import { useClimbList } from '../../features/lists/public';
import { useReaderGradeSystem } from '../../shared/data/grades/use-reader-grade-system';
import { useWall } from '../../shared/data/walls/get-wall';
import { WallNotFound } from '../../shared/ui/walls/wall-not-found';
import { AngleChoice } from '../../shared/ui/walls/angle-choice';
import { useChosenAngle } from '../../shared/data/walls/wall-angle';
import { useClimbsList } from '../../features/climbs/api/get-climbs-list';
import { ClimbCards } from '../../features/climbs/components/climb-cards';
import { ClimbFiltersDrawer } from '../../features/climbs/components/climb-filters-drawer';
import { ClimbsTable } from '../../features/climbs/components/climbs-table';
import classes from '../../features/climbs/components/climbs-list.module.css';
import {
  activeFilterCount,
  atAngleParams,
  DEFAULT_FILTERS,
  filterParams,
  nextSort,
  readFilters,
  type ClimbListFilters,
  type SortKey,
} from '../../features/climbs/logic/climb-list-filters';
import {
  ERROR_LOADING_CLIMBS,
  FAILED_TO_LOAD_CLIMBS,
  FAILED_TO_LOAD_WALL,
  LOADING_WALL,
  NO_RESULTS,
} from '../../shared/util/texts';
import { isMissing } from '../../shared/data/is-missing';
import { useLoadMore } from '../../shared/data/use-load-more';
import { QueueClimbIcon, RandomClimbButton, useSessionOnWall } from '../../features/sessions/public';
import { SESSION_WORDS } from '@spraybook/contract/plain';

const SORTS: { value: SortKey; label: string }[] = [
  { value: 'new', label: 'Newest' },
  { value: 'name', label: 'Name' },
  { value: 'grade', label: 'Grade' },
  { value: 'rating', label: 'Rating' },
  { value: 'ascents', label: 'Ticks' },
];

/** Spec 9: the next 15 load when the list's end is within 100 px. */
const LOAD_MORE_MARGIN = '100px';

/** /walls/:wallId/list (spec 2.7): the wall's climbs, filtered and sorted, the filters in the URL. */
export function ClimbsListPage() {
  const { wallId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  // The URL's filters (carried to the climb page, which adds its own angle), asked at the reader's angle on an
  // adjustable wall (issue 47).
  const { angle } = useChosenAngle(wallId);
  const urlParams = filterParams(filters);
  const params = atAngleParams(urlParams, angle);
  const wall = useWall(wallId);
  const gradeSystem = useReaderGradeSystem(wallId)!;
  // An adjustable wall's list waits for the wall, so it is asked at the reader's angle once, not twice.
  const list = useClimbsList(wallId, params, !wall.isPending);
  const onList = useClimbList(filters.climbListId ?? undefined);
  const [drawer, setDrawer] = useState(false);
  const wide = useMediaQuery('(min-width: 1000px)', true, { getInitialValueInEffect: false });
  const cards = useMediaQuery('(max-width: 499px)', false, { getInitialValueInEffect: false });
  const sentinel = useLoadMore(list, LOAD_MORE_MARGIN);
  // In a session on this wall, each row adds its climb to the queue.
  const session = useSessionOnWall(wallId);
  const addToSession = session
    ? (climb: Climb) => <QueueClimbIcon session={session} climb={climb} />
    : undefined;

  if (wall.isPending) return <Loading what={LOADING_WALL} />;
  if (wall.isError)
    return isMissing(wall.error) ? <WallNotFound /> : <LoadFailed title={FAILED_TO_LOAD_WALL} />;

  const apply = (next: ClimbListFilters) => setSearch(new URLSearchParams(filterParams(next)));
  const sortBy = (key: SortKey) => apply({ ...filters, ...nextSort(filters, key) });
  const climbs = list.data?.pages.flatMap((p) => p.climbs) ?? [];
  const total = list.data?.pages[0]?.total;
  const active = activeFilterCount(filters);

  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={`/walls/${wallId}`} size="sm">
            {wall.data.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            Climbs
          </Text>
          {filters.climbListId && (
            <LoadedCrumb
              to={`/walls/${wallId}/list?climb_list_id=${filters.climbListId}`}
              name={onList.data?.name}
              failed={onList.isError}
            />
          )}
        </Breadcrumbs>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={0}>
            <Title order={1} size="h2">
              {onList.data ? `Climbs on ${onList.data.name}` : 'Climbs'}
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === undefined ? ' ' : total === 1 ? '1 climb' : `${total} climbs`}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label="Sort by"
              data={SORTS}
              value={filters.sortKey}
              onChange={(v) => v && apply({ ...filters, sortKey: v as SortKey, sortAscending: false })}
              allowDeselect={false}
              w={120}
            />
            <Tooltip label={filters.sortAscending ? 'Ascending' : 'Descending'} withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={filters.sortAscending ? 'Sort descending' : 'Sort ascending'}
                onClick={() => apply({ ...filters, sortAscending: !filters.sortAscending })}
              >
                {filters.sortAscending ? (
                  <IconSortAscending size={18} aria-hidden />
                ) : (
                  <IconSortDescending size={18} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
            <Button
              variant={active ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              rightSection={
                active ? (
                  <Badge size="sm" circle>
                    {active}
                  </Badge>
                ) : undefined
              }
              onClick={() => setDrawer(true)}
            >
              Filters
            </Button>
          </Group>
        </Group>
        <AngleChoice wallId={wallId} />
        <RandomClimbButton wallId={wallId} filters={params} />
        {filters.climbListId && (
          <Group gap="xs">
            <Badge
              size="lg"
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label="Show all climbs"
                  onClick={() => apply({ ...filters, climbListId: null })}
                />
              }
            >
              List: {onList.data?.name ?? '…'}
            </Badge>
          </Group>
        )}
        {list.isPending ? (
          <Loading what="Loading climbs..." />
        ) : list.isError && climbs.length === 0 ? (
          <LoadFailed title={FAILED_TO_LOAD_CLIMBS} />
        ) : climbs.length === 0 ? (
          <Stack align="center" gap="xs" py="xl" ta="center">
            <Text fw={600}>{NO_RESULTS}</Text>
            <Text size="sm" c="dimmed">
              {active ? 'No climb matches these filters.' : 'No climbs on this wall yet.'}
            </Text>
            {active > 0 && (
              <Button
                variant="light"
                onClick={() =>
                  apply({
                    ...DEFAULT_FILTERS,
                    sortKey: filters.sortKey,
                    sortAscending: filters.sortAscending,
                  })
                }
              >
                Clear filters
              </Button>
            )}
          </Stack>
        ) : cards ? (
          <ClimbCards climbs={climbs} listParams={urlParams} action={addToSession} />
        ) : (
          <ClimbsTable
            climbs={climbs}
            wide={wide}
            sort={filters}
            onSort={sortBy}
            listParams={urlParams}
            action={addToSession && { label: SESSION_WORDS.addToSession, of: addToSession }}
          />
        )}
        <div ref={sentinel} className={classes.sentinel} />
        {list.isFetchNextPageError ? (
          <Alert color="red" variant="light" role="alert" title={ERROR_LOADING_CLIMBS}>
            <Button variant="subtle" size="xs" onClick={() => void list.fetchNextPage()}>
              Try again
            </Button>
          </Alert>
        ) : (
          list.hasNextPage && (
            <Text size="sm" c="dimmed" ta="center" role="status">
              Scroll to load more...
            </Text>
          )
        )}
      </Stack>
      <ClimbFiltersDrawer
        wallId={wallId}
        opened={drawer}
        filters={filters}
        defaultSystem={gradeSystem}
        onClose={() => setDrawer(false)}
        onApply={apply}
      />
    </Container>
  );
}
