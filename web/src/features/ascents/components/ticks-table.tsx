import { Anchor, Button, Group, Table } from '@mantine/core';
import { tickGrade } from '../logic/tick-summary';
import { Link } from 'react-router';
import { PendingClock } from '../../../shared/offline/public';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import type { ShownAscent } from '../logic/pending-ticks';
import { climbPath, editAscentPath } from './ascent-card';
import { AscentTypeText } from './ascent-type';
import { shownDate } from '../../../shared/util/shown-date';

/** The ticks page on wide screens: date, climb, wall, grade, type, and Edit on one's own ticks (spec 2.15). */
export function TicksTable({ ascents }: { ascents: ShownAscent[] }) {
  const anyEditable = ascents.some((a) => a.is_editable);
  const gradeOf = useGradeLabel();
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Climb</Table.Th>
          <Table.Th>Wall</Table.Th>
          <Table.Th>Grade</Table.Th>
          <Table.Th>Type</Table.Th>
          {anyEditable && <Table.Th aria-label="Actions" />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ascents.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Group gap={6} wrap="nowrap">
                <time dateTime={a.ascent_date}>{shownDate(a.ascent_date)}</time>
                {a.waiting && <PendingClock />}
              </Group>
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={climbPath(a)} fw={600}>
                {climbName(a.climb_name)}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/walls/${a.wall_id}`}>
                {a.wall_name}
              </Anchor>
            </Table.Td>
            <Table.Td>{gradeOf(tickGrade(a)) ?? '–'}</Table.Td>
            <Table.Td>
              <AscentTypeText ascent={a} />
            </Table.Td>
            {anyEditable && (
              <Table.Td ta="right">
                {a.is_editable && (
                  <Button component={Link} to={editAscentPath(a)} variant="default" size="xs">
                    Edit
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
