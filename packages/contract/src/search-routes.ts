import { route, type Route } from './route.ts';

const tag = 'search';

/** The search feature's calls; `routes` holds them with the rest. */
export const searchRoutes = {
  quickSearch: route({
    method: 'GET',
    path: '/quick-search',
    summary: 'Walls, climbs and climbers matching a text, best matches first (no paging)',
    tag,
    auth: 'optional',
  }),
} satisfies Record<string, Route>;
