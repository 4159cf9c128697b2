import { ActionIcon, Button, Group, Paper, Stack, Text, Transition } from '@mantine/core';
import { useCallback, useRef, useState, type PointerEvent } from 'react';
import {
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconX,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Climb } from '@spraybook/contract';
import { CLIMB_PAGE_WORDS as W, climbPosition } from '@spraybook/contract/plain';
import { useClimbNeighbours } from '../api/get-climb-neighbours';
import { climbHref } from '../logic/climb-list-filters';
import classes from './climb-info-sheet.module.css';
import { WriteActionButton } from '../../../shared/ui/write-action-button';
import { SpotlightControls } from './spotlight-controls';
import { coveredBottomOf } from '../../../shared/canvas';

/** A phone, upright or on its side (where the sheet stands beside the photo: climb-info-sheet.module.css). */
const NARROW_SHEET = '(max-width: 30em), (orientation: landscape) and (max-height: 32em)';

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
  // Room for the chevrons only on wider sheets; on a phone (or beside the photo on its side) the words are enough.
  const narrow = useMediaQuery(NARROW_SHEET, false, { getInitialValueInEffect: false });
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
  /** Above the spotlight in the sheet's details: the page passes the climb's angle and spread (issue 47). */
  details?: ReactNode;
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
 * Swipes on the sheet's top row: up shows the details, down hides them (a tap on More does either).
 * A finger's pointer stays with the row it went down on until it lifts, wherever it moves.
 */
function useSwipe(setExpanded: (expanded: boolean) => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      start.current = e.clientY;
    },
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
      if (start.current === null) return;
      const moved = e.clientY - start.current;
      start.current = null;
      if (Math.abs(moved) >= SWIPE_PX) setExpanded(moved < 0);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

/** How far (CSS px) a finger moves up or down the sheet's top row to open or fold its details. */
const SWIPE_PX = 24;

/**
 * The Image tab's bottom sheet (spec 2.8). At rest it is small, so the photo keeps the screen
 * (issue 44): the climber's tick and the climb's place in the list, and Previous, Tick, Next in one
 * row; the page's title above has the name and grade. A swipe up (or More) shows the spotlight.
 * Not modal, so the photo stays pannable under it and the tap that opened it cannot close it.
 */
export function ClimbInfoSheet({
  climb,
  listParams,
  opened,
  onClose,
  tickStatus,
  onCoverChange,
  tickButton,
  details,
}: ClimbInfoSheetProps) {
  const coverRef = useCoverReport(onCoverChange);
  const neighbours = useClimbNeighbours(climb.wall_id, climb.id, listParams);
  const [expanded, setExpanded] = useState(false);
  const swipe = useSwipe(setExpanded);
  const to = (id: string | null | undefined) =>
    id ? climbHref({ wall_id: climb.wall_id, id }, listParams) : undefined;
  const previous = to(neighbours.data?.previous_id);
  const next = to(neighbours.data?.next_id);
  return (
    <Transition mounted={opened} transition="slide-up" duration={180}>
      {(style) => (
        <Paper
          ref={coverRef}
          className={classes.sheet}
          style={style}
          shadow="xl"
          radius="lg"
          withBorder
          role="region"
          aria-label="Climb info"
          onKeyDown={(e) => e.key === 'Escape' && onClose()}
        >
          <span className={classes.grip} aria-hidden />
          <Stack gap={8}>
            <div className={classes.top} {...swipe}>
              <Group gap="xs" wrap="nowrap" className={classes.summary}>
                {tickStatus}
                <Text size="sm" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
                  {neighbours.data ? climbPosition(neighbours.data.position, neighbours.data.total) : ' '}
                </Text>
              </Group>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={W.moreInfo}
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? (
                  <IconChevronDown size={20} aria-hidden />
                ) : (
                  <IconChevronUp size={20} aria-hidden />
                )}
              </ActionIcon>
              <ActionIcon variant="subtle" size="lg" aria-label={W.closeInfo} onClick={onClose}>
                <IconX size={20} aria-hidden />
              </ActionIcon>
            </div>
            <Group gap="xs" wrap="nowrap">
              <StepButton to={previous} label={W.previousClimb} left>
                {W.previous}
              </StepButton>
              {tickButton ?? (
                <WriteActionButton to={`/walls/${climb.wall_id}/climbs/${climb.id}/add-ascent`} flex={1}>
                  {W.tick}
                </WriteActionButton>
              )}
              <StepButton to={next} label={W.nextClimb}>
                {W.next}
              </StepButton>
            </Group>
            {expanded && details}
            {expanded && <SpotlightControls />}
          </Stack>
        </Paper>
      )}
    </Transition>
  );
}
