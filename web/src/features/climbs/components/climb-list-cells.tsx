import { Badge, Group, Rating, Text, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { Climb } from '@spraybook/contract';
import { RATING_MAX } from '@spraybook/contract/plain';
import { climbName } from '../../../shared/climbs/climb-display';
import { useGradeLabel } from '../../../shared/grades/use-reader-grade-system';

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

export function GradeBadge({ climb }: { climb: Climb }) {
  const grade = useGradeLabel(climb.wall_id)(climb.average_grade);
  return (
    <Badge variant="light" size="md" miw={48}>
      {grade ?? '?'}
    </Badge>
  );
}

export function RatingCell({ climb, compact = false }: { climb: Climb; compact?: boolean }) {
  if (climb.average_rating === null)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  const label = `${climb.average_rating} of ${RATING_MAX} stars`;
  return compact ? (
    <Text size="sm" aria-label={label}>
      ★ {climb.average_rating}
    </Text>
  ) : (
    <Rating value={climb.average_rating} fractions={10} readOnly size="sm" aria-label={label} />
  );
}
