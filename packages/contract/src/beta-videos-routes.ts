import { route, type Route } from './route.ts';

const tag = 'beta-videos';

/** The beta-videos feature's calls; `routes` holds them with the rest. */
export const betaVideosRoutes = {
  addBetaVideo: route({
    method: 'PUT',
    path: '/climbs/:id/beta-videos',
    summary: 'Add a YouTube or Instagram beta video to a climb',
    tag,
    auth: 'required',
    limit: 'video',
    status: 201,
    statuses: [200, 409], // 200: the caller's own video of that link was already there
  }),
  deleteBetaVideo: route({
    method: 'DELETE',
    path: '/climbs/:id/beta-videos/:videoId',
    summary: 'Remove a beta video (its author)',
    tag,
    auth: 'required',
    status: 204,
  }),
} satisfies Record<string, Route>;
