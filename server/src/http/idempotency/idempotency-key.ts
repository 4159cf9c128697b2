import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_PATTERN } from '@spraybook/contract/plain';
import type { FastifyRequest } from 'fastify';
import { Invalid } from '../errors.ts';

const HEADER = 'idempotency-key';

/** The request's `Idempotency-Key`, undefined without one; 400 when it is not 1-200 printable ASCII characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const sent = request.headers[HEADER];
  if (sent === undefined) return undefined;
  // Sent twice, Node joins the values with ', ' (an array only for a few known headers).
  const key = Array.isArray(sent) ? sent.join(', ') : sent;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Invalid(IDEMPOTENCY_KEY_INVALID);
  return key;
}

/**
 * What makes two requests the same one: method, path with query, and the body as validated (so the
 * same JSON spelled with other spaces is the same request). Hashed: bodies may be megabytes of photo.
 */
export function requestHashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
}
