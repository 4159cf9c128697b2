import { Text } from '@mantine/core';
import type { Climb } from '@spraybook/contract';
import { useGradeLabel } from '../../data/grades/use-reader-grade-system';
import { mostVotes, setAt, setterGradeStands } from '../../util/texts';
import {
  SETTER_GRADE_STANDS_BELOW,
  standingSetterGrade,
  type ShownFigures,
} from '../../util/climbs/angle-figures';

/** The grade a climb page shows: the setter's while it stands (fewer than 3 votes), else the consensus. */
export function shownGradeOf(climb: Climb, figures: ShownFigures & { angle: number | null }) {
  const votedAt = figures.angle === null ? null : (figures.setAngleInstead ?? figures.angle);
  const setters = standingSetterGrade(climb, figures, votedAt);
  return { grade: setters ?? figures.grade, setters: setters !== null };
}

/**
 * Beside the consensus grade (issue 47): 'most votes 6B–6C (14 votes)', the middle half of the grade votes in
 * the reader's system; while fewer than 3 votes exist, that the setter's grade stands; 'set at 40°' where the
 * figures are the set angle's.
 */
export function GradeNote({
  climb,
  figures,
}: {
  climb: Climb;
  figures: ShownFigures & { angle: number | null };
}) {
  const gradeOf = useGradeLabel(climb.wall_id);
  const { setters } = shownGradeOf(climb, figures);
  const parts: string[] = [];
  if (setters) parts.push(setterGradeStands(SETTER_GRADE_STANDS_BELOW));
  else if (figures.spread && figures.votes >= SETTER_GRADE_STANDS_BELOW)
    parts.push(
      mostVotes(
        gradeOf(figures.spread.low) ?? '?',
        gradeOf(figures.spread.high) ?? '?',
        figures.spread.votes,
      ),
    );
  if (figures.setAngleInstead !== null) parts.push(setAt(figures.setAngleInstead));
  if (!parts.length) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="grade-note">
      {parts.join(' · ')}
    </Text>
  );
}
