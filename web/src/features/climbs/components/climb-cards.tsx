import { Group, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { Climb } from '@spraybook/contract';
import { climbHref } from '../logic/climb-list-filters';
import { AngleNotes, ClimbNameCell, GradeBadge, RatingCell, TicksCell } from './climb-list-cells';
import classes from './climbs-list.module.css';

/** The climbs list as cards, under 500 px (spec 2.7); ticked climbs shaded as in the table. */
export function ClimbCards({ climbs, listParams }: { climbs: Climb[]; listParams: Record<string, string> }) {
  return (
    <Stack gap="xs" component="ul" aria-label="Climbs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {climbs.map((climb) => (
        <li key={climb.id}>
          <Paper
            component={Link}
            to={climbHref(climb, listParams)}
            withBorder
            radius="md"
            p="sm"
            className={`${classes.card} ${climb.ticked ? classes.ticked : ''}`}
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
        </li>
      ))}
    </Stack>
  );
}
