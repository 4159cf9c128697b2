import { route, type Route } from './route.ts';

const tag = 'lists';

/** The lists feature's calls; `routes` holds them with the rest. */
export const listsRoutes = {
  listClimbLists: route({
    method: 'GET',
    path: '/climb-lists',
    summary: "A wall's lists the caller may see (public ones and their own), or the caller's own",
    tag,
    auth: 'optional',
    findsById: true, // wall_id: an unknown or hidden wall is a 404
  }),
  createClimbList: route({
    method: 'POST',
    path: '/climb-lists',
    summary: 'Create a list (public ones: wall admins only)',
    tag,
    auth: 'required',
    status: 201,
    limit: 'list',
  }),
  getClimbList: route({
    method: 'GET',
    path: '/climb-lists/:id',
    summary: 'A list',
    tag,
    auth: 'optional',
  }),
  updateClimbList: route({
    method: 'PUT',
    path: '/climb-lists/:id',
    summary: 'Rename a list or change its ranking weights',
    tag,
    auth: 'required',
    limit: 'list',
  }),
  deleteClimbList: route({
    method: 'DELETE',
    path: '/climb-lists/:id',
    summary: 'Delete a list',
    tag,
    auth: 'required',
    status: 204,
  }),
  addClimbToList: route({
    method: 'POST',
    path: '/climb-lists/:id/climbs',
    summary: 'Add a climb of the wall to a list',
    tag,
    auth: 'required',
    limit: 'list',
  }),
  removeClimbFromList: route({
    method: 'DELETE',
    path: '/climb-lists/:id/climbs/:climbId',
    summary: 'Take a climb off a list',
    tag,
    auth: 'required',
  }),
  getListRankings: route({
    method: 'GET',
    path: '/climb-lists/:id/rankings',
    summary: "Who has ticked the list's climbs, by score",
    tag,
    auth: 'optional',
  }),
} satisfies Record<string, Route>;
