import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WallRevision } from '@spraybook/contract';
import { api } from '../../../shared/data/api-client';
import { useAuth } from '../../../shared/data/auth-context';
import { sendOrQueue } from '../../../shared/offline/public';
import { wallKeys } from '../../../shared/data/query-keys/wall-keys';
import { refreshAfter, type Change } from '../../../shared/data/invalidation';
import type { Point } from '@spraybook/hold-vision/geometry';

export interface RevisionRef {
  wallId: string;
  revisionId: string;
}

/**
 * The server answers with the whole revision: it replaces the cached one ('latest' and by id); the rest of what the
 * change touches (climbs that lose a deleted hold) refreshes through the map.
 */
function useStoreRevision(change: Change) {
  const queryClient = useQueryClient();
  return (wallId: string, revision: WallRevision) => {
    queryClient.setQueryData(wallKeys.revision(wallId, 'latest'), revision);
    queryClient.setQueryData(wallKeys.revision(wallId, revision.id), revision);
    void refreshAfter(queryClient, change);
  };
}

/** One outline to save, under the key of the setter's asking (a retry or the queue's replay is the same save). */
export interface HoldSave {
  polygon: readonly Point[];
  key: string;
}

const holdWrite = ({ wallId, revisionId }: RevisionRef, { polygon, key }: HoldSave) => ({
  route: 'addHold' as const,
  params: { id: wallId, revId: revisionId },
  body: { bounding_polygon: [...polygon] },
  key,
});

/**
 * Traces a hold: sent at once when it can, else kept in the offline queue (`queued`) like a tick, and sent
 * when the network is back (the wall's revision then refreshes). A refusal shows the Error dialog.
 */
export function useAddHold(ref: RevisionRef) {
  const store = useStoreRevision('holdAdded');
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  return useMutation({
    // Offline too: the save then joins the queue instead of waiting in TanStack's memory.
    networkMode: 'always',
    mutationFn: (save: HoldSave) =>
      sendOrQueue({
        ...holdWrite(ref, save),
        accountId,
        about: { wallId: ref.wallId },
      }),
    onSuccess: (sent) => {
      if (sent.queued) return;
      const { hold_id: _newHoldId, ...revision } = sent.answer;
      store(ref.wallId, revision);
    },
  });
}

/** The id of a hold the offline queue has sent: its key, asked again, answers the first answer. */
export async function sentHoldId(ref: RevisionRef, save: HoldSave) {
  const { route, key, ...request } = holdWrite(ref, save);
  return (await api(route, { ...request, idempotencyKey: key })).hold_id;
}

/** An Accept all's outlines to save in one request, under the key of the setter's asking. */
export interface HoldsSave {
  polygons: readonly (readonly Point[])[];
  key: string;
}

const holdsWrite = ({ wallId, revisionId }: RevisionRef, { polygons, key }: HoldsSave) => ({
  route: 'addHolds' as const,
  params: { id: wallId, revId: revisionId },
  body: { holds: polygons.map((polygon) => ({ bounding_polygon: [...polygon] })) },
  key,
});

/**
 * Adds many holds in one request (all or none), answering their ids in the order given; like a single hold, kept
 * in the offline queue (`queued`) when it cannot be sent now.
 */
export function useAddHolds(ref: RevisionRef) {
  const store = useStoreRevision('holdAdded');
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: (save: HoldsSave) =>
      sendOrQueue({ ...holdsWrite(ref, save), accountId, about: { wallId: ref.wallId } }),
    onSuccess: (sent) => {
      if (sent.queued) return;
      const { hold_ids: _newHoldIds, ...revision } = sent.answer;
      store(ref.wallId, revision);
    },
  });
}

/** The ids of an Accept all's holds the offline queue has sent, in its order: its key answers the first answer. */
export async function sentHoldIds(ref: RevisionRef, save: HoldsSave) {
  const { route, key, ...request } = holdsWrite(ref, save);
  return (await api(route, { ...request, idempotencyKey: key })).hold_ids;
}

/**
 * Deletes a hold (climbs using it lose it): sent at once when it can, else kept in the offline queue (`queued`),
 * the hold gone from the editor meanwhile. A refusal shows the Error dialog.
 */
export function useDeleteHold(ref: RevisionRef) {
  const store = useStoreRevision('holdDeleted');
  const accountId = useAuth().oidcUser?.profile.sub ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: (holdId: string) =>
      sendOrQueue({
        route: 'deleteHold',
        params: { id: ref.wallId, revId: ref.revisionId, holdId },
        accountId,
        about: { wallId: ref.wallId },
      }),
    onSuccess: (sent) => {
      if (!sent.queued) store(ref.wallId, sent.answer);
    },
  });
}

/** How many climbs use a hold, asked right before deleting it. */
export function fetchHoldUsage({ wallId, revisionId }: RevisionRef, holdId: string) {
  return api('getHoldUsage', { params: { id: wallId, revId: revisionId, holdId } });
}
