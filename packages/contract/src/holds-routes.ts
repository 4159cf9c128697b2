import { route, type Route } from './route.ts';

const tag = 'holds';

/** The holds feature's calls; `routes` holds them with the rest. */
export const holdsRoutes = {
  addHold: route({
    method: 'POST',
    path: '/walls/:id/revisions/:revId/holds',
    summary: 'Trace a hold on a wall photo (wall editors); returns the revision and the new hold id',
    tag,
    auth: 'required',
    status: 201,
    limit: 'hold',
  }),
  addHolds: route({
    method: 'POST',
    path: '/walls/:id/revisions/:revId/holds/batch',
    summary:
      "Trace many holds at once (a review's Accept all; wall editors): all or none; returns the revision and the new holds' ids in order",
    tag,
    auth: 'required',
    status: 201,
    limit: 'hold',
  }),
  getHoldUsage: route({
    method: 'GET',
    path: '/walls/:id/revisions/:revId/holds/:holdId/usage',
    summary: 'How many climbs use a hold (wall editors, before deleting it)',
    tag,
    auth: 'required',
  }),
  deleteHold: route({
    method: 'DELETE',
    path: '/walls/:id/revisions/:revId/holds/:holdId',
    summary: 'Delete a hold (wall editors); climbs using it lose it in the same transaction',
    tag,
    auth: 'required',
  }),
} satisfies Record<string, Route>;
