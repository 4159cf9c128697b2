import { route, type Route } from './route.ts';

const tag = 'meta';

/** The meta feature's calls; `routes` holds them with the rest. */
export const metaRoutes = {
  getConfig: route({
    method: 'GET',
    path: '/config',
    summary: 'Public client configuration',
    tag,
    auth: 'optional',
  }),
  getGrades: route({
    method: 'GET',
    path: '/grade-system-grades',
    summary: 'All grades of all systems',
    tag,
    auth: 'optional',
  }),
} satisfies Record<string, Route>;
