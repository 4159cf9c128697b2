import type { Climb } from '@spraybook/contract';
import { shownFigures } from '../../../shared/util/climbs/angle-figures';
import { shownGradeOf } from '../../../shared/ui/climbs/grade-note';

/** The grade id a climb page shows for a climb at its set angle (the setter's while it stands). */
export const climbGradeId = (climb: Climb) =>
  shownGradeOf(climb, { ...shownFigures(climb, null, null), angle: null }).grade;
