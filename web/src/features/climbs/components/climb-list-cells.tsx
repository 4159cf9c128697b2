import { Badge, Group, Rating, Text, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { Climb } from '@spraybook/contract';
import { RATING_MAX } from '@spraybook/contract/plain';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import { useClimbFigures } from '../../../shared/data/climbs/use-climb-figures';
import { BenchmarkBadge, WideSpreadMark } from '../../../shared/ui/climbs/angle-marks';
import { setAt, ticksCount } from '../../../shared/util/texts';

/** The name with its draft badge and, for the caller's ticked climbs, a tick mark that says so. */
export function ClimbNameCell({ climb }: { climb: Climb }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      {climb.ticked && (
        <Tooltip label="Ticked" withArrow>
          <IconCircleCheckFilled
            size={16}
            color="var(--mantine-color-green-filled)"
            aria-label="Ticked"
            role="img"
            style={{ flexShrink: 0 }}
          />
        </Tooltip>
      )}
      <Text fw={600} size="sm" truncate>
        {climbName(climb.name)}
      </Text>
      {climb.draft && (
        <Badge color="gray" size="xs" style={{ flexShrink: 0 }}>
          Draft
        </Badge>
      )}
    </Group>
  );
}

/** The grade at the reader's angle (issue 47), with '±' when its votes disagree by more than a grade. */
export function GradeBadge({ climb }: { climb: Climb }) {
  const figures = useClimbFigures(climb);
  const grade = useGradeLabel(climb.wall_id)(figures.grade);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" size="md" miw={48}>
        {grade ?? '?'}
      </Badge>
      {figures.spread?.wide && <WideSpreadMark />}
    </Group>
  );
}

/** 'Benchmark', and 'set at 40°' where the row shows the set angle's figures: nobody climbed it at the reader's. */
export function AngleNotes({ climb }: { climb: Climb }) {
  const figures = useClimbFigures(climb);
  return (
    <>
      {figures.benchmark && <BenchmarkBadge size="xs" />}
      {figures.setAngleInstead !== null && (
        <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {setAt(figures.setAngleInstead)}
        </Text>
      )}
    </>
  );
}

/** Ticks at the reader's angle. */
export function TicksCell({ climb, words = false }: { climb: Climb; words?: boolean }) {
  const { ascents } = useClimbFigures(climb);
  return (
    <Text size="sm" c={words ? 'dimmed' : undefined}>
      {words ? ticksCount(ascents) : ascents}
    </Text>
  );
}

export function RatingCell({ climb, compact = false }: { climb: Climb; compact?: boolean }) {
  const { rating } = useClimbFigures(climb);
  if (rating === null)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  const label = `${rating} of ${RATING_MAX} stars`;
  return compact ? (
    <Text size="sm" aria-label={label}>
      ★ {rating}
    </Text>
  ) : (
    <Rating value={rating} fractions={10} readOnly size="sm" aria-label={label} />
  );
}
