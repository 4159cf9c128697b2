import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ClimbSubpage } from '../../../shared/ui/climb-subpage';
import { VIDEO_LINK_FAILED } from '@spraybook/contract/plain';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { showErrorDialog } from '../../../shared/ui/error-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-states';
import { ApiError } from '../../../shared/data/api-client';
import { useAuth } from '../../../shared/data/auth-context';
import { showToast } from '../../../shared/ui/overlays';
import { ClimbNotFound } from '../../../shared/ui/climbs/climb-not-found';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useClimb } from '../../../shared/data/climbs/get-climb';
import { useWall } from '../../../shared/data/walls/get-wall';
import { useAddBetaVideo } from '../api/beta-video-calls';
import { BetaVideoForm } from '../components/beta-video-form';
import { BETA_VIDEO_ADDED, FAILED_TO_LOAD_CLIMB } from '../../../shared/util/texts';
import { isMissing } from '../../../shared/data/is-missing';

/** /walls/:wallId/climbs/:climbId/add-beta-video (spec 2.13). */
export function AddBetaVideoPage() {
  const { wallId, climbId } = useParams();
  const navigate = useNavigate();
  const { oidcUser, loading } = useAuth();
  const wall = useWall(wallId);
  const climb = useClimb(climbId);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // A refused link shows under the field (spec 5); anything else gets the app's error dialog.
  const add = useAddBetaVideo(climbId ?? '', (error) =>
    error instanceof ApiError && error.status === 400
      ? setSubmitError(VIDEO_LINK_FAILED)
      : showErrorDialog(error),
  );

  const back = `/walls/${wallId}/climbs/${climbId}`;
  if (!loading && !oidcUser) return <LoginPrompt reason="to add beta videos." />;
  if (loading || climb.isPending || wall.isPending) return <Loading what="Loading climb..." />;
  if (climb.isError || wall.isError) {
    const missing = [climb.error, wall.error].some(isMissing);
    return missing ? <ClimbNotFound wallId={wallId!} /> : <LoadFailed title={FAILED_TO_LOAD_CLIMB} />;
  }

  return (
    <ClimbSubpage
      wall={wall.data}
      climb={{ id: climb.data.id, name: climbName(climb.data.name) }}
      crumb={'Add beta video'}
      title={'Add beta video'}
    >
      <BetaVideoForm
        saving={add.isPending}
        submitError={submitError}
        onChange={() => setSubmitError(null)}
        onSubmit={(body) =>
          add.mutate(body, {
            onSuccess: () => {
              showToast({
                title: BETA_VIDEO_ADDED,
                message: climbName(climb.data.name),
                color: 'green',
              });
              navigate(back, { replace: true });
            },
          })
        }
      />
    </ClimbSubpage>
  );
}
