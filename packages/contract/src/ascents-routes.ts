import { route, type Route } from './route.ts';

const tag = 'ascents';

/** The ascents feature's calls; `routes` holds them with the rest. */
export const ascentsRoutes = {
  queryAscents: route({
    method: 'POST',
    path: '/ascents/query',
    summary:
      "Ticks matching a filter, newest first: public ones of climbs the caller sees, and the caller's own",
    tag,
    auth: 'optional',
  }),
  createAscent: route({
    method: 'POST',
    path: '/ascents',
    summary: 'Tick a climb',
    tag,
    auth: 'required',
    status: 201,
    limit: 'tick',
  }),
  updateAscent: route({
    method: 'PUT',
    path: '/ascents/:id',
    summary: 'Change a tick (its author)',
    tag,
    auth: 'required',
    limit: 'tick',
  }),
  deleteAscent: route({
    method: 'DELETE',
    path: '/ascents/:id',
    summary: 'Remove a tick (its author)',
    tag,
    auth: 'required',
    status: 204,
  }),
} satisfies Record<string, Route>;
