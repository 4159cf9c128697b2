/**
 * Method, path and sign-in rule of every API call, as plain data: the web's API client imports
 * this without loading zod. `endpoints.ts` adds each call's schemas to its route here.
 */

import type { Route } from './route.ts';
import { metaRoutes } from './meta-routes.ts';
import { usersRoutes } from './users-routes.ts';
import { searchRoutes } from './search-routes.ts';
import { feedRoutes } from './feed-routes.ts';
import { notificationsRoutes } from './notifications-routes.ts';
import { todoRoutes } from './todo-routes.ts';
import { wallsRoutes } from './walls-routes.ts';
import { holdsRoutes } from './holds-routes.ts';
import { climbsRoutes } from './climbs-routes.ts';
import { ascentsRoutes } from './ascents-routes.ts';
import { votesRoutes } from './votes-routes.ts';
import { listsRoutes } from './lists-routes.ts';
import { pulseRoutes } from './pulse-routes.ts';
import { betaVideosRoutes } from './beta-videos-routes.ts';
import { commentsRoutes } from './comments-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { sessionInvitationRoutes } from './session-invitation-routes.ts';

/** Every call, one file per feature (its tag: the server's and the web's feature folder, decision 0221). */
export const routes = {
  ...metaRoutes,
  ...usersRoutes,
  ...searchRoutes,
  ...feedRoutes,
  ...notificationsRoutes,
  ...todoRoutes,
  ...wallsRoutes,
  ...holdsRoutes,
  ...climbsRoutes,
  ...ascentsRoutes,
  ...votesRoutes,
  ...listsRoutes,
  ...pulseRoutes,
  ...betaVideosRoutes,
  ...commentsRoutes,
  ...sessionRoutes,
  ...sessionInvitationRoutes,
} satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

export type { Route } from './route.ts';
