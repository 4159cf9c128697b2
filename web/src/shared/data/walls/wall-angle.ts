import type { Wall } from '@spraybook/contract';
import { ANGLE_MAX, ANGLE_MIN, ANGLE_STEP, DEFAULT_WALL_ANGLE } from '@spraybook/contract/plain';
import { useLocalPreference } from '../../util/local-preference';
import { readLocalPreference } from '../../util/read-local-preference';
import { useWall } from './get-wall';

/** The key under which this device keeps the angle its climber climbs a wall at (spec 3, local preferences). */
export const wallAngleKey = (wallId: string) => `wall-angle:${wallId}`;

/** `steps` taps of ANGLE_STEP from `angle`, within the spec's -90..90 (a climb set at 42° steps to 47°). */
export const stepAngle = (angle: number, steps: number) =>
  Math.min(ANGLE_MAX, Math.max(ANGLE_MIN, angle + steps * ANGLE_STEP));

/** A kept angle as read back: a whole number within -90..90, else none (an older or hand-edited value). */
export function readKeptAngle(kept: string): number | null {
  if (kept === '') return null;
  const angle = Number(kept);
  return Number.isInteger(angle) && angle >= ANGLE_MIN && angle <= ANGLE_MAX ? angle : null;
}

export interface ChosenAngle {
  /** The angle the reader climbs the wall at ('Today at 45°'); null on a fixed wall (or before it loads). */
  angle: number | null;
  /** Whether the reader chose it on this device (else it is the wall's default). */
  chosen: boolean;
  /** The wall's default angle, for climbs' set angles. */
  wallDefaultAngle: number | null;
  set: (angle: number) => void;
}

/** The reader's angle on `wall`, for a wall answer already at hand. */
export function chosenAngleOf(
  wall: Pick<Wall, 'adjustable_angle' | 'default_angle'> | undefined,
  kept: string,
) {
  if (!wall?.adjustable_angle) return { angle: null, chosen: false };
  const angle = readKeptAngle(kept);
  return angle === null
    ? { angle: wall.default_angle ?? DEFAULT_WALL_ANGLE, chosen: false }
    : { angle, chosen: true };
}

/** The reader's angle on `wall` outside React (a page's downloads started before it renders): as `useChosenAngle`. */
export const readerAngleOn = (wall: Pick<Wall, 'id' | 'adjustable_angle' | 'default_angle'>) =>
  chosenAngleOf(wall, readLocalPreference(wallAngleKey(wall.id), '')).angle;

/**
 * The angle the reader climbs `wallId` at, remembered per wall on this device (issue 47): on an adjustable wall
 * their last choice, else the wall's default angle; on a fixed wall none. Reads the page's cached wall answer.
 */
export function useChosenAngle(wallId: string | undefined): ChosenAngle {
  const wall = useWall(wallId);
  const [kept, keep] = useLocalPreference(wallAngleKey(wallId ?? ''), '');
  const { angle, chosen } = chosenAngleOf(wall.data, kept);
  return {
    angle,
    chosen,
    wallDefaultAngle: wall.data?.default_angle ?? null,
    set: (next: number) => keep(String(next)),
  };
}
