import { honoursIdempotencyKey, NoQuery, responsesOf, type Endpoint } from '@spraybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthIdentity, Caller } from '../access/caller.ts';
import { Unauthorized } from './errors.ts';
import { inWriteScope } from './idempotency/idempotency.ts';

type In<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerInput<E extends Endpoint> {
  params: In<E['params']>;
  query: In<E['query']>;
  body: In<E['body']>;
  /** The verified identity; never null on `auth: 'required'` endpoints. */
  identity: E['auth'] extends 'required' ? AuthIdentity : AuthIdentity | null;
  /** Who calls, as the rules see it: resolved once per request, here, for the service to hand `requireAccess`. */
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A call that needs a signed-in caller answers 401 without a token, before its input is read: every contract
 * route with `auth: 'required'`, and the routes registered by hand (a session's event stream).
 */
export async function signedInOnly(request: FastifyRequest) {
  if (!request.identity) throw new Unauthorized();
}

/**
 * Registers one contract endpoint: the contract's schemas validate the request and the
 * reply, feed OpenAPI, and a required sign-in is checked before the body is validated.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<z.input<E['response']> | null>,
) {
  const status = endpoint.status ?? 200;
  const idempotent = honoursIdempotencyKey(endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth === 'required' ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      querystring: endpoint.query ?? NoQuery,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responsesOf(endpoint),
    },
    // Counted by the write limits (http/write-limits) once the request passed validation; a write's
    // Idempotency-Key is honoured (http/idempotency).
    config: {
      writeLimit: endpoint.limit,
      writeCount: endpoint.limitCount,
      idempotent,
    },
    // Without a token a write answers 401 whatever its body: the body is not worth a 400 first.
    ...(endpoint.auth === 'required' ? { preValidation: signedInOnly } : {}),
    handler: async (request, reply) => {
      const identity = request.identity;
      const caller = await app.callerOf(request);
      reply.status(status); // before the handler, which may answer another declared status
      const input = {
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        identity: identity as never,
        caller,
        request,
        reply,
      };
      // A write's transactions mark its Idempotency-Key written as they commit (http/idempotency).
      const result = idempotent ? await inWriteScope(request, () => handler(input)) : await handler(input);
      return status === 204 ? reply.send() : result;
    },
  });
}
