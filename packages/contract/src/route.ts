import type { WriteKind } from './write-limits.ts';

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

/** Declares one call, keeping its literal type (each feature's `<feature>-routes.ts`). */
export const route = <R extends Route>(r: R) => r;
