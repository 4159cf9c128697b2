import { ANGLE_CHOICE, todayAt } from '../../util/texts';
import { AngleStepper } from '../angle-stepper';
import { useChosenAngle } from '../../data/walls/wall-angle';

/**
 * 'Today at 45°' with − and +: the angle the reader climbs an adjustable wall at, kept on this device per wall
 * (issue 47). Nothing on a fixed wall.
 */
export function AngleChoice({ wallId }: { wallId: string }) {
  const { angle, set } = useChosenAngle(wallId);
  if (angle === null) return null;
  return (
    <AngleStepper angle={angle} onChange={set} label={ANGLE_CHOICE}>
      {todayAt(angle)}
    </AngleStepper>
  );
}
