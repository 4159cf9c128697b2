import { Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useGradeHistogram } from '../api/get-climbs-list';
import { gradeLabel } from '../../../shared/util/grades/grade-display';
import { filterParams, DEFAULT_FILTERS } from '../logic/climb-list-filters';
import classes from './grade-histogram.module.css';
import { useChosenAngle } from '../../../shared/data/walls/wall-angle';
import { CLIMBS_BY_GRADE, climbsByGradeAt } from '../../../shared/util/texts';

/** The height (px) of the tallest bar; CSS caps it at 15 vh on short screens. */
const TALLEST = 120;

/** Holds the histogram's place (its title, counts, tallest bar and grades) while it loads. */
export function GradeHistogramSkeleton() {
  return <Skeleton className={classes.placeholder} radius="md" />;
}

/**
 * The wall's climbs per grade in the viewer's grade system (spec 2.6); a bar opens the climbs list
 * filtered to its grade, with the same rank ranges as the list's grade filter.
 */
export function GradeHistogram({ wallId, system }: { wallId: string; system: string }) {
  // On an adjustable wall, each climb at its grade at the reader's angle (issue 47), as the list there filters.
  const { angle } = useChosenAngle(wallId);
  const histogram = useGradeHistogram(wallId, system, angle);
  if (histogram.isPending) return <GradeHistogramSkeleton />;
  if (histogram.isError || histogram.data.bars.length === 0) return null;
  const { bars, ungraded } = histogram.data;
  const most = Math.max(...bars.map((b) => b.count));
  return (
    <figure style={{ margin: 0 }} aria-labelledby={`histogram-${wallId}`}>
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600} id={`histogram-${wallId}`}>
          {angle === null ? CLIMBS_BY_GRADE : climbsByGradeAt(angle)}
        </Text>
        {ungraded > 0 && (
          <Text size="xs" c="dimmed">
            {ungraded} ungraded
          </Text>
        )}
      </Group>
      <div className={classes.chart}>
        {/* Plain elements, not Mantine's Text: a wall has up to ~30 bars and they render with the page's first screen. */}
        {bars.map((bar) => {
          const grade = gradeLabel(bar.grade_id, system);
          const query = new URLSearchParams(
            filterParams({
              ...DEFAULT_FILTERS,
              gradeSystem: system,
              gradeFrom: bar.grade_id,
              gradeTo: bar.grade_id,
            }),
          );
          return (
            <Link
              key={bar.grade_id}
              to={`/walls/${wallId}/list?${query}`}
              className={classes.bar}
              aria-label={`${grade}: ${bar.count === 1 ? '1 climb' : `${bar.count} climbs`}`}
            >
              <span className={classes.count} aria-hidden>
                {bar.count}
              </span>
              <div className={classes.fill} style={{ height: Math.max(4, (bar.count / most) * TALLEST) }} />
              <span className={classes.grade} aria-hidden>
                {grade}
              </span>
            </Link>
          );
        })}
      </div>
    </figure>
  );
}
