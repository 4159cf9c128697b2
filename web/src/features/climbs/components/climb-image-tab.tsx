import { useMemo } from 'react';
import { Center, Loader } from '@mantine/core';
import type { Climb } from '@spraybook/contract';
import { useLocalPreference } from '../../../lib/local-preference';
import { HoldLayer, PhotoCanvas } from '../../../shared/canvas';
import { useRevision } from '../../../shared/walls/get-revision';
import { climbMarks } from '../logic/climb-marks';
import { climbName } from '../../../shared/climbs/climb-display';
import { CLIMB_PREFERENCES } from '../logic/climb-preferences';
import { LoadFailed } from '../../../components/page-states';
import { ERROR_LOADING_WALL_REVISION, LOADING_WALL } from '../../../lib/texts';

/** The climb's photo (the revision it was set on) with its holds; a tap calls onTap (spec 2.8). */
export function ClimbImageTab({ climb, onTap }: { climb: Climb; onTap: () => void }) {
  const revision = useRevision(climb.wall_id, climb.wall_revision);
  const [colorBlind] = useLocalPreference(CLIMB_PREFERENCES.colorBlind, false);
  const marks = useMemo(
    () => (revision.data ? climbMarks(revision.data.holds, climb) : []),
    [revision.data, climb],
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
    <PhotoCanvas photo={revision.data} label={`Holds of ${climbName(climb.name)}`} onTap={onTap}>
      {(view) => <HoldLayer holds={marks} view={view} colorBlind={colorBlind} />}
    </PhotoCanvas>
  );
}
