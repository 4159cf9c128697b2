import { route, type Route } from './route.ts';

const tag = 'feed';

/** The feed feature's calls; `routes` holds them with the rest. */
export const feedRoutes = {
  getPersonalFeed: route({
    method: 'GET',
    path: '/users/feed',
    summary:
      "The caller's own feed: what followed climbers and favourite walls did, and others on their climbs",
    tag,
    auth: 'required',
  }),
} satisfies Record<string, Route>;
