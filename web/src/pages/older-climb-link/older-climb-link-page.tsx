import { Navigate, useParams } from 'react-router';
import { useClimb } from '../../shared/data/climbs/get-climb';
import { ClimbNotFound } from '../../shared/ui/climbs/climb-not-found';
import { LoadFailed, Loading } from '../../shared/ui/page-states';
import { FAILED_TO_LOAD_CLIMB } from '../../shared/util/texts';
import { isMissing } from '../../shared/data/is-missing';

/**
 * /crags/:cragId/sectors/:sectorId/climbs/:climbId, the older climb link (spec 2.1): crag and sector
 * mean nothing here, so the climb is looked up by its id and the link replaced by its wall's climb
 * page, leaving no dead entry in the history.
 */
export function OlderClimbLinkPage() {
  const { climbId } = useParams();
  const climb = useClimb(climbId);
  if (climb.isPending) return <Loading what="Loading climb..." />;
  if (climb.isError)
    return isMissing(climb.error) ? <ClimbNotFound /> : <LoadFailed title={FAILED_TO_LOAD_CLIMB} />;
  return <Navigate replace to={`/walls/${climb.data.wall_id}/climbs/${climb.data.id}`} />;
}
