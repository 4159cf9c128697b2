import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconCircleCheckFilled, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Climb } from '@spraybook/contract';
import { CLIMBS_LIMIT_MAX, WALL_HOME_CLIMBS_PAGE_SIZE } from '@spraybook/contract/plain';
import { useAuth } from '../../../shared/data/auth-context';
import { useWallClimbs } from '../api/get-wall-climbs';
import { GradeHistogram, GradeHistogramSkeleton } from './grade-histogram';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useGradeLabel, useReaderGradeSystem } from '../../../shared/data/grades/use-reader-grade-system';
import classes from './wall-climbs-section.module.css';
import { useClimbFigures } from '../../../shared/data/climbs/use-climb-figures';
import { BenchmarkBadge, WideSpreadMark } from '../../../shared/ui/climbs/angle-marks';
import { FAILED_TO_LOAD_CLIMBS, setAt } from '../../../shared/util/texts';

/** The server's first screen has the worker keep this first page (server/src/features/first-screen). */
const PAGE = WALL_HOME_CLIMBS_PAGE_SIZE;

function ClimbRow({ climb }: { climb: Climb }) {
  // At the reader's angle on an adjustable wall (issue 47).
  const figures = useClimbFigures(climb);
  const grade = useGradeLabel(climb.wall_id)(figures.grade);
  return (
    <UnstyledButton
      component={Link}
      to={`/walls/${climb.wall_id}/climbs/${climb.id}`}
      p="sm"
      className={`${classes.row} ${climb.ticked ? classes.ticked : ''}`}
      data-ticked={climb.ticked || undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge variant="light" size="lg" w={64} style={{ flexShrink: 0 }}>
            {grade ?? '?'}
          </Badge>
          {figures.spread?.wide && <WideSpreadMark />}
          <Text fw={600} truncate>
            {climbName(climb.name)}
          </Text>
          {figures.benchmark && <BenchmarkBadge size="xs" />}
          {figures.setAngleInstead !== null && (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {setAt(figures.setAngleInstead)}
            </Text>
          )}
          {climb.ticked && (
            <IconCircleCheckFilled
              size={16}
              color="var(--mantine-color-green-filled)"
              aria-label="Ticked"
              role="img"
              style={{ flexShrink: 0 }}
            />
          )}
          {climb.draft && (
            <Badge color="gray" size="sm" style={{ flexShrink: 0 }}>
              Draft
            </Badge>
          )}
          {climb.needs_attention && climb.is_editable && (
            <Badge
              color="yellow"
              size="sm"
              leftSection={<IconAlertTriangle size={12} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              Needs holds
            </Badge>
          )}
        </Group>
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
      </Group>
    </UnstyledButton>
  );
}

/**
 * The wall home's newest climbs (published ones and the viewer's own drafts, ten at a time), then their grade
 * histogram: the first row is on a phone's first screen, under the wall's photo and actions (issue 44).
 */
export function WallClimbsSection({ wallId }: { wallId: string }) {
  const [limit, setLimit] = useState(PAGE);
  const climbs = useWallClimbs(wallId, { limit, skip: 0 });
  const { oidcUser } = useAuth();
  const system = useReaderGradeSystem(wallId)!;

  if (climbs.isPending) {
    // As tall as a full first page (histogram, count, ten rows), so the page below does not jump when it arrives.
    return (
      <Stack gap={4} role="status" aria-label="Loading climbs...">
        <Skeleton h={16} w={140} mt="xs" mb={5} radius="sm" />
        {Array.from({ length: PAGE }, (_, i) => (
          <Skeleton key={i} h={42} my={4} radius="md" />
        ))}
        <GradeHistogramSkeleton />
      </Stack>
    );
  }
  if (climbs.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={FAILED_TO_LOAD_CLIMBS}>
        Check your connection and try again.
      </Alert>
    );
  }
  const { climbs: list, total } = climbs.data;
  if (total === 0) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack align="center" gap="xs" ta="center">
          <Text fw={600}>No climbs yet</Text>
          <Text size="sm" c="dimmed">
            Be the first to set a problem on this wall.
          </Text>
          {oidcUser && (
            <Button
              component={Link}
              to={`/walls/${wallId}/add-climb`}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Add climb
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" mt="xs">
        {total === 1 ? '1 climb' : `${total} climbs`}, newest first
      </Text>
      <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Climbs">
        {list.map((climb) => (
          <li key={climb.id}>
            <ClimbRow climb={climb} />
          </li>
        ))}
      </Stack>
      {list.length < total &&
        (limit < CLIMBS_LIMIT_MAX ? (
          <Button
            variant="subtle"
            onClick={() => setLimit((n) => Math.min(n + PAGE, CLIMBS_LIMIT_MAX))}
            loading={climbs.isFetching}
            mt={4}
          >
            Show more
          </Button>
        ) : (
          <Button variant="subtle" component={Link} to={`/walls/${wallId}/list`} mt={4}>
            All climbs
          </Button>
        ))}
      <Box mt="md">
        <GradeHistogram wallId={wallId} system={system} />
      </Box>
    </Stack>
  );
}
