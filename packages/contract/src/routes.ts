/**
 * Method, path and sign-in rule of every API call, as plain data: the web's API client imports
 * this without loading zod. `endpoints.ts` adds each call's schemas to its route here.
 */

import type { WriteKind } from './write-limits.ts';
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
  /** Counts each call against the caller's limits of this kind of write (429 beyond them). */
  limit?: WriteKind;
  /** Statuses it answers beyond `status` and the errors `errorStatuses` derives (responses.ts). */
  statuses?: readonly number[];
  /** Finds what a query or body names by id, without a path id: may answer 404. */
  findsById?: boolean;
}

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
} satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
