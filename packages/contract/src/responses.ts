import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { ErrorBody } from './errors.ts';
import { honoursIdempotencyKey } from './idempotency.ts';

const NotModified = z.null().describe("Not modified: the answer's ETag still matches If-None-Match");

/**
 * Error statuses an endpoint may answer, from what it takes: every call refuses a bad request (400: a bad
 * path id, an unknown query parameter) and a bad token (401); a call naming something by id or writing may
 * not find it (404); a write may be forbidden (403); a write with a `limit` may come too often (429); any call
 * but a GET may carry a body too large (413) or not JSON (415); a write's `Idempotency-Key` may be reused for
 * another request (422) or still be in use (409); any call may find the database unreachable (503, with
 * Retry-After). The route's own `statuses` add the rest.
 */
export function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set([400, 401, 503]);
  const writes = endpoint.auth === 'required';
  if (endpoint.params || writes || endpoint.findsById) statuses.add(404);
  if (writes) statuses.add(403);
  if (endpoint.method !== 'GET') {
    statuses.add(413);
    statuses.add(415);
  }
  if (endpoint.limit) statuses.add(429);
  if (honoursIdempotencyKey(endpoint)) {
    statuses.add(409);
    statuses.add(422);
  }
  for (const status of endpoint.statuses ?? []) if (status >= 400) statuses.add(status);
  return [...statuses].sort();
}

/**
 * Every status the endpoint answers with the schema of its body: the OpenAPI document lists exactly these,
 * and the test app fails a test file whose calls see another (`server/src/test/test-app.ts`).
 */
export function responsesOf(endpoint: Endpoint): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = { [endpoint.status ?? 200]: endpoint.response };
  for (const status of endpoint.statuses ?? []) if (status < 400) responses[status] = endpoint.response;
  // Reads carry an ETag (plugins/api-etag.ts): a matching If-None-Match gets a bodiless 304.
  if (endpoint.method === 'GET') responses[304] = NotModified;
  for (const status of errorStatuses(endpoint)) responses[status] = ErrorBody;
  return responses;
}
