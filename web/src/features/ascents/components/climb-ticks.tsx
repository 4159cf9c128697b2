import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { UserNameOf } from '../../../shared/ui/user-name-of';
import touch from '../../../shared/util/touch-target.module.css';
import { PendingClock } from '../../../shared/offline/public';
import { shownDate } from '../../../shared/util/shown-date';
import { useAscentsWithWaiting } from '../api/query-ascents';
import { tickAngleText } from '../logic/ascent-display';
import type { ShownAscent } from '../logic/pending-ticks';
import { editAscentPath } from './ascent-card';
import { AscentTypeText } from './ascent-type';

/** Spec 9: above this many ticks the list collapses to 600 px with 'View all'. */
const COLLAPSE_ABOVE = 9;
const COLLAPSED_PX = 600;

function TickRow({ ascent }: { ascent: ShownAscent }) {
  // On an adjustable wall, the angle it was climbed at beside its date (issue 47).
  const angle = tickAngleText(ascent);
  return (
    <Group justify="space-between" wrap="nowrap" py={6} component="li">
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            <UserNameOf id={ascent.user_id} />
          </Text>
          {ascent.waiting && <PendingClock />}
        </Group>
        {ascent.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {ascent.description}
          </Text>
        )}
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <AscentTypeText ascent={ascent} />
        <Text size="xs" c="dimmed">
          {angle && `${angle} · `}
          <time dateTime={ascent.ascent_date}>{shownDate(ascent.ascent_date)}</time>
        </Text>
      </Stack>
      {ascent.is_editable && (
        <Button
          component={Link}
          to={editAscentPath(ascent)}
          variant="subtle"
          size="xs"
          className={touch.touchTarget}
          aria-label="Edit your tick"
        >
          Edit
        </Button>
      )}
    </Group>
  );
}

/** The climb's public ticks on its Details tab (spec 2.8). */
export function ClimbTicks({ climbId }: { climbId: string }) {
  const ticks = useAscentsWithWaiting({ climb_id: climbId });
  const [all, setAll] = useState(false);
  const shown = (ticks.data?.ascents ?? []).filter((a) => a.public);
  const collapsed = shown.length > COLLAPSE_ABOVE && !all;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="climb-ticks-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="climb-ticks-title">
          Ticks
        </Title>
        {shown.length > COLLAPSE_ABOVE && (
          <Button variant="subtle" size="xs" onClick={() => setAll((a) => !a)}>
            {all ? 'Show fewer' : 'View all'}
          </Button>
        )}
      </Group>
      {/* Offline a refetch fails, but the ticks loaded before (and those waiting here) still show. */}
      {ticks.isError && !ticks.data ? (
        <Text size="sm" c="red">
          Failed to load ticks.
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ticks.isPending ? 'Loading ticks...' : 'No ticks yet. Be the first!'}
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label="Ticks"
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            maxHeight: collapsed ? COLLAPSED_PX : undefined,
            overflow: 'hidden',
          }}
        >
          {shown.map((a) => (
            <TickRow key={a.id} ascent={a} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
