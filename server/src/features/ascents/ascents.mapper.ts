import type { Ascent } from '@spraybook/contract';
import { shownClimbName, shownWallName } from '../../access/subject-names.ts';
import type { AscentRow } from './ascents.queries.ts';

export function toAscent(
  row: AscentRow,
  grades: { average: number | null; atAngle: number | null },
  flags: Pick<Ascent, 'is_editable'>,
): Ascent {
  return {
    id: row.id,
    climb_id: row.climbId,
    climb_name: shownClimbName(row.climbName, row.climbReadable),
    climb_average_grade: row.climbReadable ? grades.average : null,
    climb_grade_at_angle: row.climbReadable ? grades.atAngle : null,
    wall_id: row.wallId,
    wall_name: shownWallName(row.wallName, row.wallReadable),
    wall_adjustable_angle: row.wallReadable && row.wallAdjustableAngle,
    user_id: row.userId,
    ascent_date: row.ascentDate,
    ascent_type: row.ascentType,
    attempts: row.attempts,
    description: row.description,
    public: row.public,
    angle: row.angle,
    created: row.created,
    ...flags,
  };
}
