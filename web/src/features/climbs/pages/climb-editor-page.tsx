import { VisuallyHidden } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import type { Climb, ClimbBody } from '@spraybook/contract';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { useAuth } from '../../../shared/data/auth-context';
import { showToast } from '../../../shared/ui/overlays';
import { useReaderGradeSystem } from '../../../shared/data/grades/use-reader-grade-system';
import { useRevision } from '../../../shared/data/walls/get-revision';
import { useWall } from '../../../shared/data/walls/get-wall';
import { WallNotFound } from '../../../shared/ui/walls/wall-not-found';
import { useClimb } from '../../../shared/data/climbs/get-climb';
import { useCreateClimb, useUpdateClimb } from '../api/save-climb';
import { ClimbEditor } from '../components/climb-editor';
import { LoadFailed, Loading, Notice } from '../../../shared/ui/page-states';
import { ClimbNotFound } from '../../../shared/ui/climbs/climb-not-found';
import type { ClimbDetails } from '../components/submit-climb-drawer';
import { holdLists } from '../../../shared/util/climbs/climb-display';
import { emptySelection, selectionFromClimb, type ClimbSelection } from '../logic/climb-selection';
import {
  CLIMB_ADDED,
  CLIMB_UPDATED,
  ERROR_LOADING_WALL_REVISION,
  FAILED_TO_LOAD_CLIMB,
  FAILED_TO_LOAD_WALL,
  LOADING_WALL,
} from '../../../shared/util/texts';
import { isMissing } from '../../../shared/data/is-missing';

const NEW_CLIMB: ClimbDetails = {
  name: '',
  description: '',
  grade: null,
  wallAngle: null,
  tags: [],
  draft: false,
};

/** The setter's own grade vote and +1 tags are what the submit drawer shows (docs/decisions/0050-setter-grade-and-tags-are-votes.md). */
function detailsOf(climb: Climb): ClimbDetails {
  return {
    name: climb.name,
    description: climb.description ?? '',
    grade: climb.grade_votes.find((v) => v.user_id === climb.user_id)?.value ?? null,
    wallAngle: climb.wall_angle,
    tags: climb.tags
      .filter((t) => t.votes.some((v) => v.user_id === climb.user_id && v.score > 0))
      .map((t) => t.name),
    draft: climb.draft,
  };
}

/** /walls/:wallId/add-climb and /walls/:wallId/climbs/:climbId/edit-holds (spec 2.9). */
export function ClimbEditorPage() {
  const { wallId, climbId } = useParams();
  const isNew = !climbId;
  const navigate = useNavigate();
  const { oidcUser, loading } = useAuth();
  // A climb is set in the setter's system, else the one the wall's climbs were set in.
  const gradeSystem = useReaderGradeSystem(wallId)!;
  const wall = useWall(wallId);
  const climb = useClimb(oidcUser ? climbId : undefined);
  // A new climb goes on the wall's current photo; a saved one stays on its own.
  const revisionId = isNew ? 'latest' : climb.data?.wall_revision;
  const revision = useRevision(revisionId ? wallId : undefined, revisionId);
  const create = useCreateClimb();
  const update = useUpdateClimb(climbId ?? '');

  if (loading || wall.isPending) return <Loading what={LOADING_WALL} />;
  if (!oidcUser) return <LoginPrompt />;
  if (wall.isError)
    return isMissing(wall.error) ? <WallNotFound /> : <LoadFailed title={FAILED_TO_LOAD_WALL} />;
  if (!isNew) {
    if (climb.isPending) return <Loading what="Loading climb..." />;
    if (climb.isError || climb.data.wall_id !== wall.data.id) {
      return climb.isError && !isMissing(climb.error) ? (
        <LoadFailed title={FAILED_TO_LOAD_CLIMB} />
      ) : (
        <ClimbNotFound wallId={wall.data.id} />
      );
    }
    if (!climb.data.is_editable) {
      return (
        <Notice title="You can't edit this climb" back={`/walls/${wall.data.id}`}>
          Only its setter and the admins of {wall.data.name} can change its holds.
        </Notice>
      );
    }
  }
  if (revision.isPending) return <Loading what={LOADING_WALL} />;
  if (revision.isError) return <LoadFailed title={ERROR_LOADING_WALL_REVISION} />;

  const saved = climb.data;
  const onSave = (selection: ClimbSelection, details: ClimbDetails) => {
    const body: ClimbBody = {
      wall_id: wall.data.id,
      name: details.name,
      description: details.description.trim() || null,
      draft: details.draft,
      wall_angle: details.wallAngle,
      ...holdLists(selection.holds),
      grade: details.grade,
      tags: details.tags as ClimbBody['tags'],
    };
    const onSuccess = (result: Climb) => {
      showToast({
        title: isNew ? CLIMB_ADDED : CLIMB_UPDATED,
        message: result.draft
          ? 'Saved as a draft: only you can see it.'
          : 'Climbers on this wall can see it now.',
        color: 'green',
      });
      navigate(`/walls/${wall.data.id}/climbs/${result.id}`, { replace: true });
    };
    if (isNew) create.mutate(body, { onSuccess });
    else update.mutate(body, { onSuccess });
  };

  return (
    <>
      <VisuallyHidden>
        <h1>
          {isNew ? `Add a climb on ${wall.data.name}` : `Edit the holds of ${saved?.name || 'Unnamed climb'}`}
        </h1>
      </VisuallyHidden>
      <ClimbEditor
        wall={wall.data}
        revision={revision.data}
        initialSelection={saved ? selectionFromClimb(saved) : emptySelection()}
        initialDetails={saved ? detailsOf(saved) : NEW_CLIMB}
        defaultSystem={gradeSystem}
        isNew={isNew}
        climbId={saved?.id}
        saving={create.isPending || update.isPending}
        onSave={onSave}
      />
    </>
  );
}
