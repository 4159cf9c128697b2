import type { Caller } from '../access/caller.ts';

/** Who the bearer token says the caller is; `subject` is `issuer|sub`, stable per identity. */
export interface AuthIdentity {
  subject: string;
  claims: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin from a verified bearer token; null without one. */
    identity: AuthIdentity | null;
  }
  interface FastifyInstance {
    /** The caller a verified identity (or none) is, as the rules see it: `resolveCaller` on the app's context. */
    callerOf(identity: AuthIdentity | null): Promise<Caller>;
  }
}
