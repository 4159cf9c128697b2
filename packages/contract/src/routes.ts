/**
 * Method, path and sign-in rule of every API call, as plain data: the web's API client imports
 * this without loading zod. `endpoints.ts` adds each call's schemas to its route here.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: Method;
  /** Path under /api, Fastify style (`/walls/:id`). */
  path: string;
  summary: string;
  tag: string;
  /** `required`: 401 without a valid token; `optional`: read with or without one. */
  auth: 'required' | 'optional';
  /** Status of a successful reply (default 200). */
  status?: number;
}

const route = <R extends Route>(r: R) => r;

export const routes = {
  getConfig: route({
    method: 'GET',
    path: '/config',
    summary: 'Public client configuration',
    tag: 'meta',
    auth: 'optional',
  }),
  getGrades: route({
    method: 'GET',
    path: '/grade-system-grades',
    summary: 'All grades of all systems',
    tag: 'grades',
    auth: 'optional',
  }),
  getMe: route({
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in user (404 before POST /users)',
    tag: 'users',
    auth: 'required',
  }),
  createUser: route({
    method: 'POST',
    path: '/users',
    summary: 'Create the user for the signed-in identity',
    tag: 'users',
    auth: 'required',
    status: 201,
  }),
  quickSearch: route({
    method: 'GET',
    path: '/quick-search',
    summary: 'Walls and climbers matching a text, best matches first (no paging)',
    tag: 'search',
    auth: 'optional',
  }),
  searchUsers: route({
    method: 'GET',
    path: '/users/search',
    summary: 'Find users by display name',
    tag: 'users',
    auth: 'optional',
  }),
  getUser: route({
    method: 'GET',
    path: '/users/:id',
    summary: 'A user',
    tag: 'users',
    auth: 'optional',
  }),
  updateUser: route({
    method: 'PUT',
    path: '/users/:id',
    summary: 'Change own display name or default grade system',
    tag: 'users',
    auth: 'required',
  }),
  addFavoriteWall: route({
    method: 'PUT',
    path: '/users/:userId/favorite-walls',
    summary: 'Add a favourite wall',
    tag: 'users',
    auth: 'required',
  }),
  removeFavoriteWall: route({
    method: 'DELETE',
    path: '/users/:userId/favorite-walls/:wallId',
    summary: 'Remove a favourite wall',
    tag: 'users',
    auth: 'required',
  }),
  addTodoClimb: route({
    method: 'PUT',
    path: '/users/:userId/climbs-todo',
    summary: "Put a climb on one's to-do list",
    tag: 'users',
    auth: 'required',
  }),
  removeTodoClimb: route({
    method: 'DELETE',
    path: '/users/:userId/climbs-todo/:climbId',
    summary: "Take a climb off one's to-do list",
    tag: 'users',
    auth: 'required',
  }),
  listWalls: route({
    method: 'GET',
    path: '/walls',
    summary: 'Find walls by name or gym',
    tag: 'walls',
    auth: 'optional',
  }),
  mapWalls: route({
    method: 'GET',
    path: '/walls/map',
    summary: 'Every visible wall with coordinates',
    tag: 'walls',
    auth: 'optional',
  }),
  getSpotlightWall: route({
    method: 'GET',
    path: '/walls/spotlight',
    summary: "The 'Spraywall of the month': the newest public, not archived wall, or null",
    tag: 'walls',
    auth: 'optional',
  }),
  getWall: route({
    method: 'GET',
    path: '/walls/:id',
    summary: 'A wall',
    tag: 'walls',
    auth: 'optional',
  }),
  createWall: route({
    method: 'POST',
    path: '/walls',
    summary: 'Add a wall with its photo',
    tag: 'walls',
    auth: 'required',
    status: 201,
  }),
  updateWall: route({
    method: 'PUT',
    path: '/walls/:id',
    summary: 'Edit wall details, or archive/unarchive it',
    tag: 'walls',
    auth: 'required',
  }),
  deleteWall: route({
    method: 'DELETE',
    path: '/walls/:id',
    summary: 'Delete a wall and everything on it',
    tag: 'walls',
    auth: 'required',
    status: 204,
  }),
  getRevision: route({
    method: 'GET',
    path: '/walls/:id/revisions/:revId',
    summary: "A wall photo revision and its holds ('latest' for the newest)",
    tag: 'walls',
    auth: 'optional',
  }),
  addHold: route({
    method: 'POST',
    path: '/walls/:id/revisions/:revId/holds',
    summary: 'Trace a hold on a wall photo (wall editors); returns the revision and the new hold id',
    tag: 'holds',
    auth: 'required',
    status: 201,
  }),
  getHoldUsage: route({
    method: 'GET',
    path: '/walls/:id/revisions/:revId/holds/:holdId/usage',
    summary: 'How many climbs use a hold (wall editors, before deleting it)',
    tag: 'holds',
    auth: 'required',
  }),
  deleteHold: route({
    method: 'DELETE',
    path: '/walls/:id/revisions/:revId/holds/:holdId',
    summary: 'Delete a hold (wall editors); climbs using it lose it in the same transaction',
    tag: 'holds',
    auth: 'required',
  }),
  getGrade: route({
    method: 'GET',
    path: '/grade-system-grades/:id',
    summary: 'One grade',
    tag: 'grades',
    auth: 'optional',
  }),
  getClimbTags: route({
    method: 'GET',
    path: '/climbs/tags',
    summary: 'The known tag names',
    tag: 'climbs',
    auth: 'optional',
  }),
  getClimb: route({
    method: 'GET',
    path: '/climbs/:id',
    summary: 'A climb (drafts only for their setter)',
    tag: 'climbs',
    auth: 'optional',
  }),
  createClimb: route({
    method: 'POST',
    path: '/climbs',
    summary: "Set a climb on a wall's current photo",
    tag: 'climbs',
    auth: 'required',
    status: 201,
  }),
  updateClimb: route({
    method: 'PUT',
    path: '/climbs/:id',
    summary: 'Change a climb (its setter or a wall editor)',
    tag: 'climbs',
    auth: 'required',
  }),
  deleteClimb: route({
    method: 'DELETE',
    path: '/climbs/:id',
    summary: 'Remove a climb (its setter or a wall editor)',
    tag: 'climbs',
    auth: 'required',
    status: 204,
  }),
  listWallClimbs: route({
    method: 'GET',
    path: '/walls/:id/climbs',
    summary: "A wall's climbs, newest first: published ones and the caller's drafts",
    tag: 'climbs',
    auth: 'optional',
  }),
  getClimbNeighbours: route({
    method: 'GET',
    path: '/walls/:id/climbs/:climbId/neighbours',
    summary: "A climb's position in its wall's list, and the climbs before and after it",
    tag: 'climbs',
    auth: 'optional',
  }),
  queryAscents: route({
    method: 'POST',
    path: '/ascents/query',
    summary:
      "Ticks matching a filter, newest first: public ones of climbs the caller sees, and the caller's own",
    tag: 'ascents',
    auth: 'optional',
  }),
  createAscent: route({
    method: 'POST',
    path: '/ascents',
    summary: 'Tick a climb',
    tag: 'ascents',
    auth: 'required',
    status: 201,
  }),
  updateAscent: route({
    method: 'PUT',
    path: '/ascents/:id',
    summary: 'Change a tick (its author)',
    tag: 'ascents',
    auth: 'required',
  }),
  deleteAscent: route({
    method: 'DELETE',
    path: '/ascents/:id',
    summary: 'Remove a tick (its author)',
    tag: 'ascents',
    auth: 'required',
    status: 204,
  }),
  createGradeVote: route({
    method: 'POST',
    path: '/climbs/:id/grade_votes',
    summary: "Vote on a climb's grade (a second vote by the same climber replaces the first)",
    tag: 'votes',
    auth: 'required',
    status: 201,
  }),
  updateGradeVote: route({
    method: 'PUT',
    path: '/climbs/:id/grade_votes/:voteId',
    summary: "Change one's own grade vote",
    tag: 'votes',
    auth: 'required',
  }),
  createRatingVote: route({
    method: 'POST',
    path: '/climbs/:id/rating_votes',
    summary: "Vote on a climb's rating (a second vote by the same climber replaces the first)",
    tag: 'votes',
    auth: 'required',
    status: 201,
  }),
  updateRatingVote: route({
    method: 'PUT',
    path: '/climbs/:id/rating_votes/:voteId',
    summary: "Change one's own rating vote",
    tag: 'votes',
    auth: 'required',
  }),
  createBrokenVote: route({
    method: 'POST',
    path: '/climbs/:id/broken_votes',
    summary: "Vote on a climb's broken (a second vote by the same climber replaces the first)",
    tag: 'votes',
    auth: 'required',
    status: 201,
  }),
  updateBrokenVote: route({
    method: 'PUT',
    path: '/climbs/:id/broken_votes/:voteId',
    summary: "Change one's own broken vote",
    tag: 'votes',
    auth: 'required',
  }),
  addClimbTag: route({
    method: 'POST',
    path: '/climbs/:id/tags',
    summary: "Add a known tag to a climb, with the caller's +1",
    tag: 'votes',
    auth: 'required',
    status: 201,
  }),
  voteClimbTag: route({
    method: 'POST',
    path: '/climbs/:id/tags/:tagId/vote',
    summary: "Vote a climb's tag up (score=1) or down (score=-1)",
    tag: 'votes',
    auth: 'required',
  }),
  unvoteClimbTag: route({
    method: 'DELETE',
    path: '/climbs/:id/tags/:tagId/vote',
    summary: "Take back one's vote on a tag; a tag without votes drops off the climb",
    tag: 'votes',
    auth: 'required',
    status: 204,
  }),
} satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
