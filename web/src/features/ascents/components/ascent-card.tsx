import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { tickGrade } from '../logic/tick-summary';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Ascent } from '@spraybook/contract';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { PendingClock } from '../../../shared/offline/public';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import type { ShownAscent } from '../logic/pending-ticks';
import { tickAngleText } from '../logic/ascent-display';
import { AscentTypeText } from './ascent-type';
import { shownDate } from '../../../shared/util/shown-date';

export const editAscentPath = (a: Ascent) =>
  `/walls/${a.wall_id}/climbs/${a.climb_id}/add-ascent?edit=${a.id}`;
export const climbPath = (a: Ascent) => `/walls/${a.wall_id}/climbs/${a.climb_id}`;

/**
 * Spec 2.16: the date (as every date shows, decision 0187, where the spec says YYYY-MM-DD), the climb with its grade, 'At {wall}', the type
 * ('at 45°' beside it on an adjustable wall, issue 47), and Edit for its author; the clock on a tick still waiting on this phone.
 */
export function AscentCard({ ascent }: { ascent: ShownAscent }) {
  const grade = useGradeLabel()(tickGrade(ascent));
  return (
    <Paper withBorder radius="md" p="sm" component="article">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              <time dateTime={ascent.ascent_date}>{shownDate(ascent.ascent_date)}</time>
            </Text>
            {ascent.waiting && <PendingClock />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={climbPath(ascent)} fw={700} truncate>
              {climbName(ascent.climb_name)}
            </Anchor>
            {grade && (
              <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                {grade}
              </Badge>
            )}
          </Group>
          {ascent.wall_name && (
            <Anchor component={Link} to={`/walls/${ascent.wall_id}`} size="sm" c="dimmed">
              At {ascent.wall_name}
            </Anchor>
          )}
          <TypeAndAngle ascent={ascent} />
          {ascent.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {ascent.description}
            </Text>
          )}
        </Stack>
        {ascent.is_editable && (
          <Button
            component={Link}
            to={editAscentPath(ascent)}
            variant="default"
            size="xs"
            leftSection={<IconEdit size={14} aria-hidden />}
          >
            Edit
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The tick's type, and on an adjustable wall the angle it was climbed at ('Flash! · at 45°'). */
export function TypeAndAngle({ ascent }: { ascent: ShownAscent }) {
  const angle = tickAngleText(ascent);
  if (!angle) return <AscentTypeText ascent={ascent} />;
  return (
    <Group gap={6} wrap="nowrap">
      <AscentTypeText ascent={ascent} />
      <Text span size="sm" c="dimmed">
        {angle}
      </Text>
    </Group>
  );
}
