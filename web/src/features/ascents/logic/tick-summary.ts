import { GRADES } from '@spraybook/contract/plain';

interface SummaryTick {
  ascent_type: 'redpoint' | 'onsight' | 'flash';
  /** The climb's average grade id, already in the reader's grade system (the server's answer). */
  climb_average_grade: number | null;
  /** The climb's grade at the angle the tick was climbed at, else at its set angle (issue 47). */
  climb_grade_at_angle?: number | null;
}

/**
 * The grade a tick counts at in the pyramid: the climb's grade at the angle it was climbed at (on an adjustable
 * wall a problem at 50° is another problem than at 40°), else its average grade.
 */
export const tickGrade = (t: SummaryTick) => t.climb_grade_at_angle ?? t.climb_average_grade;

export interface TickSummary {
  ticks: number;
  /** Flashes and onsights: done first try. */
  flashes: number;
  /** The hardest grade id among the ticks, by the grade's fuzzy unified rank. */
  hardest: number | null;
  /** Ticks per grade, hardest grade first: the rows of the pyramid. */
  pyramid: { gradeId: number; count: number }[];
}

const rankOf = (id: number) => GRADES.find((g) => g.id === id)?.fuzzy_unified_rank ?? -1;

/** A climber's totals and grade pyramid from their ticks; ungraded climbs count but sit in no row. */
export function summariseTicks(ticks: readonly SummaryTick[]): TickSummary {
  const perGrade = new Map<number, number>();
  let flashes = 0;
  for (const t of ticks) {
    if (t.ascent_type !== 'redpoint') flashes++;
    const grade = tickGrade(t);
    if (grade !== null) perGrade.set(grade, (perGrade.get(grade) ?? 0) + 1);
  }
  const pyramid = [...perGrade]
    .map(([gradeId, count]) => ({ gradeId, count }))
    .sort((a, b) => rankOf(b.gradeId) - rankOf(a.gradeId));
  return { ticks: ticks.length, flashes, hardest: pyramid[0]?.gradeId ?? null, pyramid };
}
