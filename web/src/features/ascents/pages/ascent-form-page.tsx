import { Text } from '@mantine/core';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ClimbSubpage } from '../../../shared/ui/climb-subpage';
import type { AscentBody } from '@spraybook/contract';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { useAuth } from '../../../shared/data/auth-context';
import { confirmRemoveThen, showRemovedToast } from '../../../shared/ui/confirm-remove';
import { LoadFailed, Loading, Notice } from '../../../shared/ui/page-states';
import { ClimbNotFound } from '../../../shared/ui/climbs/climb-not-found';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useClimb } from '../../../shared/data/climbs/get-climb';
import { useMe } from '../../../shared/data/users/get-me';
import { useWall } from '../../../shared/data/walls/get-wall';
import { useAscentsWithWaiting } from '../api/query-ascents';
import { pendingTickOf, waitingSeqOf } from '../logic/pending-ticks';
import { useQueuedWrites } from '../../../shared/offline/public';
import { useCreateAscent, useDeleteAscent, useUpdateAscent } from '../api/save-ascent';
import { AscentForm } from '../components/ascent-form';
import { carriedAngleOf, carriedVotesOf } from '../logic/tick-votes';
import { useChosenAngle } from '../../../shared/data/walls/wall-angle';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import { showTickToast, TICK_TOAST_MS } from '../components/tick-toast';
import { ASCENT_NOT_FOUND } from '@spraybook/contract/plain';
import {
  ASCENT_LOGGED,
  ASCENT_UPDATED,
  FAILED_TO_LOAD_ASCENT,
  FAILED_TO_LOAD_CLIMB,
  tickCarriesVotes,
} from '../../../shared/util/texts';
import { isMissing } from '../../../shared/data/is-missing';

/** /walls/:wallId/climbs/:climbId/add-ascent (spec 2.12); `?edit={ascentId}` edits one of the caller's ticks. */
export function AscentFormPage() {
  const { wallId, climbId } = useParams();
  const [search] = useSearchParams();
  const editId = search.get('edit');
  const navigate = useNavigate();
  // A grade feel and stars chosen in the tick sheet before 'More options' go with a new tick.
  const location = useLocation();
  const votes = carriedVotesOf(location.state);
  // A new tick on an adjustable wall: at the tick sheet's angle, else at the reader's chosen one (issue 47).
  const chosen = useChosenAngle(wallId);
  const newTickAngle =
    carriedAngleOf(location.state) ?? (chosen.chosen ? (chosen.angle ?? undefined) : undefined);
  const gradeLabel = useGradeLabel(wallId);
  const { oidcUser, loading } = useAuth();
  const me = useMe();
  const wall = useWall(wallId);
  const climb = useClimb(climbId);
  // The climb's ticks (the list its page shows, so they are at hand without signal) hold the caller's.
  const mine = useAscentsWithWaiting(editId && me.data ? { climb_id: climbId } : null);
  // A tick still waiting on this phone is found in the queue, with or without the server's list.
  const waiting = pendingTickOf(useQueuedWrites(), editId);
  const ascent = waiting ?? mine.data?.ascents.find((a) => a.id === editId && a.is_editable);
  const about = { climbId, wallId, userId: me.data?.id, climbName: climb.data?.name };
  const waitingSeq = waitingSeqOf(editId);
  const create = useCreateAscent({ about });
  const update = useUpdateAscent(editId ?? '', { about, waitingSeq });
  const remove = useDeleteAscent({ about, waitingSeq });

  const back = `/walls/${wallId}/climbs/${climbId}`;
  if (!loading && !oidcUser) return <LoginPrompt reason="to tick climbs." />;
  if (loading || climb.isPending || wall.isPending) return <Loading what="Loading climb..." />;
  if (climb.isError || wall.isError) {
    const missing = [climb.error, wall.error].some(isMissing);
    return missing ? <ClimbNotFound wallId={wallId!} /> : <LoadFailed title={FAILED_TO_LOAD_CLIMB} />;
  }
  if (editId && !ascent) {
    // A server or network failure is not a missing tick: 'Tick not found' only for a 404.
    const failed = me.error ?? mine.error;
    if (failed && !isMissing(failed)) return <LoadFailed title={FAILED_TO_LOAD_ASCENT} />;
    if (!failed && (me.isPending || mine.isPending)) return <Loading what="Loading tick..." />;
    return (
      <Notice title={ASCENT_NOT_FOUND} back={back} backLabel="Back to climb">
        This tick was removed, or it is not yours to edit.
      </Notice>
    );
  }

  const done =
    (message: string) =>
    ({ queued }: { queued: boolean }) => {
      showTickToast(queued, message);
      navigate(back, { replace: true });
    };
  const onSubmit = (body: AscentBody) =>
    ascent
      ? update.mutate(body, { onSuccess: done(ASCENT_UPDATED) })
      : create.mutate(
          { body: newTickAngle === undefined ? body : { ...body, angle: newTickAngle }, votes },
          { onSuccess: done(ASCENT_LOGGED) },
        );
  const onRemove = () =>
    confirmRemoveThen(
      'tick',
      () => remove.mutateAsync(ascent!.id),
      () => {
        showRemovedToast('ascent', TICK_TOAST_MS);
        navigate(back, { replace: true });
      },
    );

  const title = ascent ? 'Edit ascent' : 'Add ascent';
  return (
    <ClimbSubpage
      wall={wall.data}
      climb={{ id: climb.data.id, name: climbName(climb.data.name) }}
      crumb={title}
      title={title}
    >
      {!ascent && (votes.grade !== null || votes.stars !== null) && (
        <Text size="sm" c="dimmed" mb="sm">
          {tickCarriesVotes(gradeLabel(votes.grade), votes.stars)}
        </Text>
      )}
      <AscentForm
        climbId={climb.data.id}
        ascent={ascent}
        saving={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onRemove={ascent ? onRemove : undefined}
      />
    </ClimbSubpage>
  );
}
