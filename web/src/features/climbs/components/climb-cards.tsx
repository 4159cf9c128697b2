import type { ReactNode } from 'react';
import { Group, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { Climb } from '@spraybook/contract';
import { climbHref } from '../logic/climb-list-filters';
import { AngleNotes, ClimbNameCell, GradeBadge, RatingCell, TicksCell } from './climb-list-cells';
import classes from './climbs-list.module.css';

/** The climbs list as cards, under 500 px (spec 2.7); ticked climbs shaded as in the table. */
export function ClimbCards({
  climbs,
  listParams,
  action,
}: {
  climbs: Climb[];
  listParams: Record<string, string>;
  /** A control per card from the page (a session's 'Add to session'), beside the card's link. */
  action?: (climb: Climb) => ReactNode;
}) {
  return (
    <Stack gap="xs" component="ul" aria-label="Climbs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {climbs.map((climb) => (
        <li key={climb.id} style={action ? { display: 'flex', gap: 6, alignItems: 'center' } : undefined}>
          <Paper
            component={Link}
            to={climbHref(climb, listParams)}
            withBorder
            radius="md"
            p="sm"
            className={`${classes.card} ${climb.ticked ? classes.ticked : ''}`}
            style={action ? { flex: 1, minWidth: 0 } : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <ClimbNameCell climb={climb} />
                <Group gap="md" style={{ rowGap: 2 }}>
                  <RatingCell climb={climb} compact />
                  <TicksCell climb={climb} words />
                  <AngleNotes climb={climb} />
                </Group>
              </Stack>
              <GradeBadge climb={climb} />
            </Group>
          </Paper>
          {action?.(climb)}
        </li>
      ))}
    </Stack>
  );
}
