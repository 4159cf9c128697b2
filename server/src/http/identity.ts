import type { AuthIdentity, Caller } from '../access/caller.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin from a verified bearer token; null without one. */
    identity: AuthIdentity | null;
    /** The request's caller once asked for (`callerOf`): the write limits and the handler share one lookup. */
    resolvedCaller: Promise<Caller> | null;
  }
  interface FastifyInstance {
    /** The caller the request's identity (or none) is, as the rules see it: `resolveCaller`, once per request. */
    callerOf(request: FastifyRequest): Promise<Caller>;
  }
}
