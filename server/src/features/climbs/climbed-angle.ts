import { climbSetAngle, WALL_ANGLE_NOT_ADJUSTABLE } from '@spraybook/contract';
import { Invalid } from '../../http/errors.ts';

/** What the angle rules read of a climb and its wall. */
export interface AngleFacts {
  /** The climb's own angle. */
  wallAngle: number | null;
  wallAdjustableAngle: boolean;
  wallDefaultAngle: number | null;
}

/**
 * A climb's set angle: its own, else its wall's default, else the spec's default of a new wall; the same
 * rule as the database's `climb_set_angle` (0026_angles.sql), which gives a tick or vote sent without an
 * angle this one.
 */
export const setAngleOf = (climb: AngleFacts) => climbSetAngle(climb.wallAngle, climb.wallDefaultAngle);

/**
 * A tick or vote names its own angle only on an adjustable wall; on a fixed one, only the set angle
 * (sending back what an answer said is no change). docs/decisions/0212-angle-of-ticks-and-votes.md.
 */
export function checkClimbedAngle(climb: AngleFacts, angle: number | undefined) {
  if (angle === undefined || climb.wallAdjustableAngle) return;
  if (angle !== setAngleOf(climb)) throw new Invalid(WALL_ANGLE_NOT_ADJUSTABLE);
}
