import { route, type Route } from './route.ts';

const tag = 'climbs';

/** The climbs feature's calls; `routes` holds them with the rest. */
export const climbsRoutes = {
  getGrade: route({
    method: 'GET',
    path: '/grade-system-grades/:id',
    summary: 'One grade',
    tag,
    auth: 'optional',
  }),
  getClimbTags: route({
    method: 'GET',
    path: '/climbs/tags',
    summary: 'The known tag names',
    tag,
    auth: 'optional',
  }),
  getClimb: route({
    method: 'GET',
    path: '/climbs/:id',
    summary: 'A climb (drafts only for their setter)',
    tag,
    auth: 'optional',
  }),
  createClimb: route({
    method: 'POST',
    path: '/climbs',
    summary: "Set a climb on a wall's current photo",
    tag,
    auth: 'required',
    limit: 'climb',
    status: 201,
  }),
  updateClimb: route({
    method: 'PUT',
    path: '/climbs/:id',
    summary: 'Change a climb (its setter or a wall editor)',
    tag,
    auth: 'required',
    limit: 'climb',
  }),
  deleteClimb: route({
    method: 'DELETE',
    path: '/climbs/:id',
    summary: 'Remove a climb (its setter or a wall editor)',
    tag,
    auth: 'required',
    status: 204,
  }),
  listWallClimbs: route({
    method: 'GET',
    path: '/walls/:id/climbs',
    summary: "A wall's climbs, newest first: published ones and the caller's drafts",
    tag,
    auth: 'optional',
  }),
  getClimbNeighbours: route({
    method: 'GET',
    path: '/walls/:id/climbs/:climbId/neighbours',
    summary:
      "Where a climb stands in its wall's list, sorted and filtered as the list is (query: the list's filters)",
    tag,
    auth: 'optional',
  }),
  getGradeHistogram: route({
    method: 'GET',
    path: '/walls/:id/grade-histogram',
    summary: "How many of a wall's climbs show as each grade of a system",
    tag,
    auth: 'optional',
  }),
  getWallSetters: route({
    method: 'GET',
    path: '/walls/:id/setters',
    summary: "The setters of a wall's climbs, most climbs first",
    tag,
    auth: 'optional',
  }),
  findSimilarClimbs: route({
    method: 'POST',
    path: '/walls/:id/similar-climbs',
    summary: 'Climbs of the wall with (nearly) the same holds, most similar first',
    tag,
    auth: 'optional',
  }),
} satisfies Record<string, Route>;
