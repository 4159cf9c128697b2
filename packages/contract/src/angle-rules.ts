import { DEFAULT_WALL_ANGLE } from './limits.ts';

/**
 * A climb's set angle: its own, else its wall's default, else the spec's default of a new wall; the rule of
 * the database's `climb_set_angle` (0026_angles.sql), for the server's answers and the web's figures alike
 * (docs/decisions/0212-angle-of-ticks-and-votes.md).
 */
export const climbSetAngle = (climbAngle: number | null, wallDefaultAngle: number | null) =>
  climbAngle ?? wallDefaultAngle ?? DEFAULT_WALL_ANGLE;

/**
 * A climb's figures at `asked` degrees, else at its set angle where nobody climbed it there ('set at 40°'),
 * else none: what a list asked at an angle answers (`at_angle`) and the climb page shows.
 */
export function figuresAtAngle<F extends { angle: number }>(
  angles: readonly F[],
  asked: number,
  setAngle: number,
): F | null {
  const at = (angle: number) => angles.find((a) => a.angle === angle);
  return at(asked) ?? at(setAngle) ?? null;
}
