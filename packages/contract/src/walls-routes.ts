import { route, type Route } from './route.ts';

const tag = 'walls';

/** The walls feature's calls; `routes` holds them with the rest. */
export const wallsRoutes = {
  listWalls: route({
    method: 'GET',
    path: '/walls',
    summary: 'Find walls by name or gym',
    tag,
    auth: 'optional',
  }),
  mapWalls: route({
    method: 'GET',
    path: '/walls/map',
    summary: 'Every visible wall with coordinates',
    tag,
    auth: 'optional',
  }),
  getSpotlightWall: route({
    method: 'GET',
    path: '/walls/spotlight',
    summary:
      "The 'Spraywall of the month': the public, not archived wall with the most public ticks in the last 30 days among those with at least 5 climbs (the newest such wall without ticks; the newest public wall when none has 5), or null",
    tag,
    auth: 'optional',
  }),
  getWall: route({
    method: 'GET',
    path: '/walls/:id',
    summary: 'A wall',
    tag,
    auth: 'optional',
  }),
  createWall: route({
    method: 'POST',
    path: '/walls',
    summary: 'Add a wall with its photo',
    tag,
    auth: 'required',
    status: 201,
    statuses: [429, 503], // photos per hour (UPLOADS_PER_HOUR); the photo waits its turn (IMAGES_BUSY)
  }),
  updateWall: route({
    method: 'PUT',
    path: '/walls/:id',
    summary: 'Edit wall details, or archive/unarchive it',
    tag,
    auth: 'required',
    limit: 'wall',
    statuses: [429, 503], // photos per hour; a new photo waits its turn (IMAGES_BUSY)
  }),
  claimWall: route({
    method: 'POST',
    path: '/walls/:id/claim',
    summary:
      'Become the owner of a wall whose owner deleted their account (a setter of one of its climbs; first claim wins)',
    tag,
    auth: 'required',
    limit: 'wall',
    statuses: [409], // another climber's claim came first
  }),
  deleteWall: route({
    method: 'DELETE',
    path: '/walls/:id',
    summary: 'Delete a wall and everything on it',
    tag,
    auth: 'required',
    status: 204,
  }),
  getRevision: route({
    method: 'GET',
    path: '/walls/:id/revisions/:revId',
    summary: "A wall photo revision and its holds ('latest' for the newest)",
    tag,
    auth: 'optional',
  }),
} satisfies Record<string, Route>;
