import { useEffect, useMemo } from 'react';
import { Center, Loader } from '@mantine/core';
import type { Climb } from '@spraybook/contract';
import {
  ClimbLayer,
  PhotoCanvas,
  spotlightDimming,
  useColorBlindMode,
  useLetters,
  useSpotlight,
  useSpotlightStrength,
} from '../../../shared/canvas';
import { useRevision } from '../../../shared/data/walls/get-revision';
import { climbFocus, climbHoldBoxes, climbMarks } from '../../../shared/canvas/climb-marks';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { LoadFailed } from '../../../shared/ui/page-states';
import { ERROR_LOADING_WALL_REVISION, LOADING_WALL } from '../../../shared/util/texts';

/**
 * The climb's photo (the revision it was set on) with its holds ringed and the rest of the wall
 * dimmed, opened fitted to the climb's holds; a tap calls onTap (spec 2.8). `coveredBottom` is the
 * height of the sheet over the photo, which the view keeps the climb above.
 */
export function ClimbImageTab({
  climb,
  onTap,
  coveredBottom = 0,
  onDrawn,
}: {
  climb: Climb;
  onTap: () => void;
  coveredBottom?: number;
  /** Once the photo is drawn in its opening view, or could not be: the page's first screen goes then. */
  onDrawn?: () => void;
}) {
  const revision = useRevision(climb.wall_id, climb.wall_revision);
  const [colorBlind] = useColorBlindMode();
  const [letters] = useLetters();
  const [spotlight] = useSpotlight();
  const [strength] = useSpotlightStrength();
  const marks = useMemo(
    () => (revision.data ? climbMarks(revision.data.holds, climb) : []),
    [revision.data, climb],
  );
  const focus = useMemo(() => climbFocus(marks), [marks]);
  const holdBoxes = useMemo(() => climbHoldBoxes(marks), [marks]);
  const failed = revision.isError;
  useEffect(() => {
    if (failed) onDrawn?.();
  }, [failed, onDrawn]);
  if (revision.isPending) {
    return (
      <Center h="100%" role="status" aria-label={LOADING_WALL}>
        <Loader />
      </Center>
    );
  }
  if (revision.isError) return <LoadFailed title={ERROR_LOADING_WALL_REVISION} />;
  return (
    <PhotoCanvas
      photo={revision.data}
      label={`Holds of ${climbName(climb.name)}`}
      onTap={onTap}
      focus={focus}
      coveredBottom={coveredBottom}
      keepClear={holdBoxes}
      onDrawn={onDrawn}
    >
      {(view) => (
        <ClimbLayer
          holds={marks}
          view={view}
          colorBlind={colorBlind}
          letters={letters}
          spotlight={spotlightDimming(spotlight, strength)}
        />
      )}
    </PhotoCanvas>
  );
}
