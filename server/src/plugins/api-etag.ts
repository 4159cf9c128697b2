import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API reads carry an ETag of their JSON, so a phone opening the same wall again revalidates and
 * gets a bodiless 304 instead of every hold polygon. `private, no-cache`: answers depend on who
 * asks, so only the browser keeps them, and always checks first. Weak, because the bytes on the
 * wire differ per compression. Register before compression, which turns the payload into a stream.
 */
export const apiEtagPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      !request.url.startsWith('/api/') ||
      typeof payload !== 'string'
    ) {
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === opaque;
  });
}
