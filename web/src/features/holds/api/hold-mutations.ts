import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WallRevision } from '@spraybook/contract';
import { api } from '../../../lib/api-client';
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

/** Traces a hold; resolves to the new hold's id. A failure shows the Error dialog. */
export function useAddHold({ wallId, revisionId }: RevisionRef) {
  const store = useStoreRevision('holdAdded');
  return useMutation({
    mutationFn: (polygon: readonly Point[]) =>
      api('addHold', { params: { id: wallId, revId: revisionId }, body: { bounding_polygon: [...polygon] } }),
    onSuccess: ({ hold_id: _newHoldId, ...revision }) => store(wallId, revision),
  });
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
