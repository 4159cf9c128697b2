import { route, type Route } from './route.ts';

const tag = 'pulse';

/** The pulse feature's calls; `routes` holds them with the rest. */
export const pulseRoutes = {
  getWallStatistics: route({
    method: 'GET',
    path: '/walls/:id/statistics',
    summary: "The wall's top 3 setters, climbers and climbs",
    tag,
    auth: 'optional',
  }),
  getWallFeed: route({
    method: 'GET',
    path: '/walls/:id/feed',
    summary: 'What happened on the wall lately: new climbs, ticks and beta videos, newest first',
    tag,
    auth: 'optional',
  }),
} satisfies Record<string, Route>;
