import type { ReactNode } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Climb } from '@spraybook/contract';
import { UserNameOf } from '../../../shared/ui/user-name-of';
import { climbHref, type ClimbListFilters, type SortKey } from '../logic/climb-list-filters';
import { AngleNotes, ClimbNameCell, GradeBadge, RatingCell, TicksCell } from './climb-list-cells';
import classes from './climbs-list.module.css';
import { shownDate } from '../../../shared/util/shown-date';

interface Column {
  key: SortKey | null;
  label: string;
  /** Only on the full table (1000 px and wider). */
  wideOnly?: boolean;
}

const COLUMNS: Column[] = [
  { key: 'name', label: 'Name' },
  { key: 'grade', label: 'Grade' },
  { key: 'rating', label: 'Rating' },
  { key: 'ascents', label: 'Ticks' },
  { key: null, label: 'Setter', wideOnly: true },
  { key: 'new', label: 'Set', wideOnly: true },
];

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: Pick<ClimbListFilters, 'sortKey' | 'sortAscending'>;
  onSort: (key: SortKey) => void;
}) {
  if (!column.key) return <Table.Th>{column.label}</Table.Th>;
  const active = sort.sortKey === column.key;
  const Icon = !active ? IconArrowsSort : sort.sortAscending ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.sortAscending ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort(column.key!)}>
        {column.label}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
      </button>
    </Table.Th>
  );
}

/** The climbs list as a table (spec 2.7): every column on wide screens, the main four below 1000 px. */
export function ClimbsTable(props: {
  climbs: Climb[];
  wide: boolean;
  sort: Pick<ClimbListFilters, 'sortKey' | 'sortAscending'>;
  onSort: (key: SortKey) => void;
  /** The list's filters, carried to the climb page (climbHref). */
  listParams: Record<string, string>;
  /** A control per row from the page (a session's 'Add to session'), in a last column; its taps stay its own. */
  action?: { label: string; of: (climb: Climb) => ReactNode };
}) {
  const navigate = useNavigate();
  const columns = COLUMNS.filter((c) => props.wide || !c.wideOnly);
  return (
    <Table className={classes.table} verticalSpacing="xs" highlightOnHover={false} aria-label="Climbs">
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <SortHeader key={c.label} column={c} sort={props.sort} onSort={props.onSort} />
          ))}
          {props.action && (
            <Table.Th>
              <VisuallyHidden>{props.action.label}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.climbs.map((climb) => {
          const href = climbHref(climb, props.listParams);
          return (
            <Table.Tr
              key={climb.id}
              className={`${classes.row} ${climb.ticked ? classes.ticked : ''}`}
              onClick={() => navigate(href)}
            >
              <Table.Td maw={320}>
                {/* The whole row opens the climb for the mouse; the link is the way in for keyboards and readers. */}
                <Link
                  to={href}
                  onClick={(e) => e.stopPropagation()}
                  style={{ color: 'inherit', textDecoration: 'none' }}
                >
                  <ClimbNameCell climb={climb} />
                </Link>
                <AngleNotes climb={climb} />
              </Table.Td>
              <Table.Td>
                <GradeBadge climb={climb} />
              </Table.Td>
              <Table.Td>
                <RatingCell climb={climb} compact={!props.wide} />
              </Table.Td>
              <Table.Td>
                <TicksCell climb={climb} />
              </Table.Td>
              {props.wide && (
                <>
                  <Table.Td>
                    <Text size="sm" truncate>
                      <UserNameOf id={climb.user_id} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      <time dateTime={climb.created}>{shownDate(climb.created)}</time>
                    </Text>
                  </Table.Td>
                </>
              )}
              {props.action && (
                <Table.Td onClick={(e) => e.stopPropagation()}>{props.action.of(climb)}</Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
