import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Transition } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useMediaQuery, useMergedRef } from '@mantine/hooks';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Climb } from '@spraybook/contract';
import { useClimbNeighbours } from '../api/get-climb-neighbours';
import { climbHref } from '../logic/climb-list-filters';
import { climbName } from '../../../shared/climbs/climb-display';
import { useGradeLabel } from '../../../shared/grades/use-reader-grade-system';
import classes from './climb-info-sheet.module.css';
import { WriteActionButton } from '../../../components/write-action-button';
import { SpotlightControls } from './spotlight-controls';
import { useToastsAbove } from '../../../components/toasts-above';
import { coveredBottomOf } from '../../../shared/canvas';

/** Previous or Next: a link to the neighbour climb, disabled at either end of the list. */
function StepButton({
  to,
  label,
  left,
  children,
}: {
  to?: string;
  label: string;
  left?: boolean;
  children: string;
}) {
  // Room for the chevrons only on wider screens; on a phone the words are enough.
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  const icon = narrow
    ? {}
    : left
      ? { leftSection: <IconChevronLeft size={18} aria-hidden /> }
      : { rightSection: <IconChevronRight size={18} aria-hidden /> };
  if (!to) {
    return (
      <Button variant="default" disabled aria-label={label} flex={1} {...icon}>
        {children}
      </Button>
    );
  }
  return (
    <Button variant="default" component={Link} to={to} aria-label={label} flex={1} {...icon}>
      {children}
    </Button>
  );
}

interface ClimbInfoSheetProps {
  climb: Climb;
  /** The filters of the list the climber came from, which Previous and Next follow. */
  listParams: Record<string, string>;
  opened: boolean;
  onClose: () => void;
  /** The climber's tick of it, beside the grade: the page passes the ticks feature's. */
  tickStatus?: ReactNode;
  /** Tick: the page passes the ticks feature's (its tick sheet); else a link to the full ascent form. */
  tickButton?: ReactNode;
  /** How many CSS px of the photo's bottom the sheet covers (0 once closed), so the view keeps the climb above it. */
  onCoverChange?: (px: number) => void;
}

/** A ref for the sheet that reports how much of its parent's bottom it covers, as it resizes. */
function useCoverReport(onCoverChange: ((px: number) => void) | undefined) {
  const report = useRef(onCoverChange);
  report.current = onCoverChange;
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((sheet: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!sheet) return report.current?.(0);
    const measure = () => {
      const covered = coveredBottomOf(sheet);
      if (covered !== null) report.current?.(covered);
    };
    if (typeof ResizeObserver === 'undefined') return measure();
    // The observer's first report comes with the next frame's layout: measuring here, in React's
    // commit, would lay out the whole new page inside the commit's task.
    observer.current = new ResizeObserver(measure);
    observer.current.observe(sheet);
  }, []);
}

/**
 * The Image tab's bottom sheet (spec 2.8): name, grade, tick, position and Previous/Next. Not
 * modal, so the photo stays pannable under it and the tap that opened it cannot close it.
 */
export function ClimbInfoSheet({
  climb,
  listParams,
  opened,
  onClose,
  tickStatus,
  onCoverChange,
  tickButton,
}: ClimbInfoSheetProps) {
  const coverRef = useCoverReport(onCoverChange);
  const neighbours = useClimbNeighbours(climb.wall_id, climb.id, listParams);
  const grade = useGradeLabel(climb.wall_id)(climb.average_grade);
  const to = (id: string | null | undefined) =>
    id ? climbHref({ wall_id: climb.wall_id, id }, listParams) : undefined;
  const toastsAbove = useToastsAbove<HTMLDivElement>();
  const sheetRef = useMergedRef(coverRef, toastsAbove);
  const previous = to(neighbours.data?.previous_id);
  const next = to(neighbours.data?.next_id);
  return (
    <Transition mounted={opened} transition="slide-up" duration={180}>
      {(style) => (
        <Paper
          ref={sheetRef}
          className={classes.sheet}
          style={style}
          shadow="xl"
          radius="lg"
          withBorder
          role="region"
          aria-label="Climb info"
          onKeyDown={(e) => e.key === 'Escape' && onClose()}
        >
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Title order={2} size="h3" lineClamp={1}>
                  {climbName(climb.name)}
                </Title>
                <Group gap="xs" mt={4}>
                  <Badge variant="light" size="lg">
                    {grade ?? 'Ungraded'}
                  </Badge>
                  {tickStatus}
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {neighbours.data ? `${neighbours.data.position} of ${neighbours.data.total}` : ' '}
                  </Text>
                </Group>
              </div>
              <ActionIcon variant="subtle" size="lg" aria-label="Close climb info" onClick={onClose}>
                <IconX size={20} aria-hidden />
              </ActionIcon>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <StepButton to={previous} label="Previous climb" left>
                Previous
              </StepButton>
              {tickButton ?? (
                <WriteActionButton to={`/walls/${climb.wall_id}/climbs/${climb.id}/add-ascent`} flex={1}>
                  Tick
                </WriteActionButton>
              )}
              <StepButton to={next} label="Next climb">
                Next
              </StepButton>
            </Group>
            <SpotlightControls />
          </Stack>
        </Paper>
      )}
    </Transition>
  );
}
