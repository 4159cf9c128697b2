import type { FastifyInstance } from 'fastify';
import { isValidKey, type FileStorage } from '../storage/storage.ts';

/** Serves stored images. Keys are never reused (each upload gets a new id), so they cache forever. */
export async function imagesPlugin(app: FastifyInstance, opts: { storage: FileStorage }) {
  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isValidKey(key)) {
      return reply.status(404).send({ detail: 'Not found', code: 'not_found' });
    }
    const file = await opts.storage.get(key);
    if (!file) return reply.status(404).send({ detail: 'Not found', code: 'not_found' });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.data);
  });
}
