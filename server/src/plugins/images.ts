import { createHash } from 'node:crypto';
import { NOT_FOUND } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import { isValidKey, type FileStorage } from '../storage/storage.ts';

/**
 * Serves stored images. `cacheControl` decides who may load each one (null: 404) and how long it may
 * be cached: see images/image-cache-control.ts.
 */
export async function imagesPlugin(
  app: FastifyInstance,
  opts: { storage: FileStorage; cacheControl: (key: string, query: unknown) => Promise<string | null> },
) {
  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isValidKey(key)) {
      return reply.status(404).send({ detail: NOT_FOUND, code: 'not_found' });
    }
    const cacheControl = await opts.cacheControl(key, request.query);
    if (!cacheControl) return reply.status(404).send({ detail: NOT_FOUND, code: 'not_found' });
    // Looked up before a 304 too: a deleted file (an account's picture, a replaced one) must answer 404
    // to a cache that asks again, not confirm the copy it holds.
    const file = await opts.storage.get(key);
    if (!file) return reply.status(404).send({ detail: NOT_FOUND, code: 'not_found' });
    const etag = etagOf(key);
    reply.header('cache-control', cacheControl).header('etag', etag);
    // Asked again after its max-age (a public wall's photo): still allowed and still stored, so the copy held is good.
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.header('x-content-type-options', 'nosniff').type(file.contentType).send(file.data);
  });
}

/** A stored file never changes under its key (every upload gets a new one), so the key names its content. */
const etagOf = (key: string) => `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;

/** Whether If-None-Match names the tag: a list, weak or strong, or `*`. */
function matches(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
