import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import fp from 'fastify-plugin';
import { interactionRoutes, type SignInOptions } from '../auth/interaction.routes.ts';
import { pinForwardedHeaders } from '../auth/forwarded-headers.ts';
import { allowedOrigins } from '../auth/oidc-provider.ts';
import { pruneOidcPayloads } from '../auth/oidc-adapter.ts';

/** Mounts the built-in OpenID Connect provider at /oidc and its sign-in pages at /auth. */
// Not encapsulated: the provider answers paths that have no Fastify route of their own.
export const oidcPlugin = fp(async (app: FastifyInstance, opts: SignInOptions) => {
  // Before middie's hook, so the provider sees the request as Fastify judged it under TRUST_PROXY.
  const origins = new Set(allowedOrigins(opts.publicUrl));
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/oidc')) return;
    // The provider answers every preflight with the asking origin (it cannot tell the client yet): only
    // the app's own pages may call its token and other endpoints from a browser.
    const origin = request.headers.origin;
    if (request.method === 'OPTIONS' && origin && !origins.has(origin)) return reply.code(204).send();
    pinForwardedHeaders(request);
  });
  await app.register(middie);
  app.use('/oidc', opts.provider.callback());
  await app.register(interactionRoutes, opts);
  // Expired codes, sessions and tokens are dead weight: prune hourly (and once at start).
  const prune = () =>
    pruneOidcPayloads(opts.db).catch((err) => app.log.warn({ err }, 'pruning OIDC rows failed'));
  void prune();
  const timer = setInterval(prune, 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
