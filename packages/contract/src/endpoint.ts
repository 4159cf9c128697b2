import type { z } from 'zod';
import type { Route } from './route.ts';

/**
 * A route with the schemas that validate its request and reply. Its own file, so the feature files that define
 * endpoints (session-endpoints.ts, …) and endpoints.ts, which gathers them, do not import each other.
 */
export interface Endpoint extends Route {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** How many writes of `limit` one call is (default 1): a batch counts each of its items. */
  limitCount?: (body: never) => number;
}
