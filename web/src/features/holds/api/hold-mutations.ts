import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WallRevision } from '@spraybook/contract';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { sendOrQueue } from '../../../shared/offline/public';
import { wallKeys } from '../../../lib/query-keys/wall-keys';
import { refreshAfter, type Change } from '../../../lib/invalidation';
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
  const { route, ...request } = holdWrite(ref, save);
  const { key, ...rest } = request;
  return (await api(route, { ...rest, idempotencyKey: key })).hold_id;
}

/** Adds many holds in one request (all or none); answers their ids in the order given. */
export function useAddHolds({ wallId, revisionId }: RevisionRef) {
  const store = useStoreRevision('holdAdded');
  return useMutation({
    mutationFn: (polygons: readonly (readonly Point[])[]) =>
      api('addHolds', {
        params: { id: wallId, revId: revisionId },
        body: { holds: polygons.map((polygon) => ({ bounding_polygon: [...polygon] })) },
      }),
    onSuccess: ({ hold_ids: _newHoldIds, ...revision }) => store(wallId, revision),
  });
}

/** Deletes a hold (climbs using it lose it). A failure shows the Error dialog. */
export function useDeleteHold({ wallId, revisionId }: RevisionRef) {
  const store = useStoreRevision('holdDeleted');
  return useMutation({
    mutationFn: (holdId: string) => api('deleteHold', { params: { id: wallId, revId: revisionId, holdId } }),
    onSuccess: (revision) => store(wallId, revision),
  });
}

/** How many climbs use a hold, asked right before deleting it. */
export function fetchHoldUsage({ wallId, revisionId }: RevisionRef, holdId: string) {
  return api('getHoldUsage', { params: { id: wallId, revId: revisionId, holdId } });
}
