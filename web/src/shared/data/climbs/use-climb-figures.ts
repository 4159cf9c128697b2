import type { Climb } from '@spraybook/contract';
import { useChosenAngle } from '../walls/wall-angle';
import { shownFigures, type ShownFigures } from '../../util/climbs/angle-figures';

/** A climb's figures at the angle the reader chose for its wall (its own figures on a fixed wall). */
export function useClimbFigures(climb: Climb): ShownFigures & { angle: number | null } {
  const { angle, wallDefaultAngle } = useChosenAngle(climb.wall_id);
  return { ...shownFigures(climb, angle, wallDefaultAngle), angle };
}
