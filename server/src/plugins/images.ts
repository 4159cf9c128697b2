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
    const file = await opts.storage.get(key);
    if (!file) return reply.status(404).send({ detail: NOT_FOUND, code: 'not_found' });
    return reply
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.data);
  });
}
