import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * nginx's `$request_id` is 32 hex digits, other proxies send UUIDs; anything outside this shape (too
 * long, spaces, quotes) could forge log lines or bloat them, so it is replaced with a fresh id.
 */
const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the proxy's request id when it sent a sane one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request id, so a user's report or a proxy's log line finds the server's log lines. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
