import { SESSION_EXPIRED } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { Unauthorized } from '../http/errors.ts';
import type {} from '../http/identity.ts';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string | null;
  keys: JWTVerifyGetKey;
}

/**
 * Verifies `Authorization: Bearer` JWTs on every API request, and that their sessions were not revoked;
 * requests without one read as visitors.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { verifier: TokenVerifierOptions }) => {
  const { issuer, audience, keys } = opts.verifier;
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Unauthorized(SESSION_EXPIRED);
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        ...(audience ? { audience } : {}),
        clockTolerance: 5,
      });
      if (!payload.sub) throw new Error('token has no subject');
      request.identity = { subject: `${issuer}|${payload.sub}`, claims: payload };
    } catch (err) {
      request.log.debug({ err }, 'rejected bearer token');
      throw new Unauthorized(SESSION_EXPIRED);
    }
    // A valid signature is not enough: a token issued before its account's sessions were revoked
    // (password reset, sign-out everywhere, deletion) answers 401 here. Resolving the caller reads the
    // user row every route reads anyway (`callerOf`, once per request), and refuses such a token.
    await app.callerOf(request);
  });
});

/** Keys of an external issuer, found through its discovery document. */
export async function discoverRemoteKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery failed for ${issuer}: HTTP ${res.status}`);
  const discovery = (await res.json()) as { jwks_uri?: string; issuer?: string };
  if (!discovery.jwks_uri) throw new Error(`OIDC discovery for ${issuer} has no jwks_uri`);
  return createRemoteJWKSet(new URL(discovery.jwks_uri));
}

export function localKeys(publicJwk: Record<string, unknown>): JWTVerifyGetKey {
  return createLocalJWKSet({ keys: [publicJwk] });
}
