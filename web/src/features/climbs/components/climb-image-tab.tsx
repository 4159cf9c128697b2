import { useMemo } from 'react';
import { Center, Loader } from '@mantine/core';
import type { Climb } from '@spraybook/contract';
import {
  boundsOf,
  ClimbLayer,
  PhotoCanvas,
  useColorBlindMode,
  useLetters,
  useSpotlight,
  useSpotlightStrength,
} from '../../../shared/canvas';
import { useRevision } from '../../../shared/walls/get-revision';
import { climbMarks } from '../logic/climb-marks';
import { climbName } from '../../../shared/climbs/climb-display';
import { LoadFailed } from '../../../components/page-states';
import { ERROR_LOADING_WALL_REVISION, LOADING_WALL } from '../../../lib/texts';

/**
 * The climb's photo (the revision it was set on) with its holds ringed and the rest of the wall
 * dimmed, opened fitted to the climb's holds; a tap calls onTap (spec 2.8). `coveredBottom` is the
 * height of the sheet over the photo, which the view keeps the climb above.
 */
export function ClimbImageTab({
  climb,
  onTap,
  coveredBottom = 0,
}: {
  climb: Climb;
  onTap: () => void;
  coveredBottom?: number;
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
  const focus = useMemo(
    () => boundsOf(marks.filter((m) => m.mark !== 'unselected').map((m) => m.polygon)),
    [marks],
  );
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
    >
      {(view) => (
        <ClimbLayer
          holds={marks}
          view={view}
          colorBlind={colorBlind}
          letters={letters}
          spotlight={spotlight ? strength : null}
        />
      )}
    </PhotoCanvas>
  );
}
