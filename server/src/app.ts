import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createAppContext } from './context.ts';
import type { Database } from './db/client.ts';
import {
  API_AUDIENCE,
  BUILT_IN_CLIENT_ID,
  BUILT_IN_SCOPE,
  createBuiltInProvider,
} from './auth/oidc-provider.ts';
import { getCookieKeys, getImageUrlKey, getSigningKey } from './auth/server-secrets.ts';
import { createMailer } from './auth/mailer.ts';
import { resolveCaller } from './access/caller.ts';
import { authPlugin, discoverRemoteKeys, localKeys, type TokenVerifierOptions } from './plugins/auth.ts';
import { Drain } from './http/drain.ts';
import { memoSerializerCompiler } from './http/memo-serializer.ts';
import { CLAIM_TIMING } from './http/idempotency/claim-or-replay.ts';
import { idempotencyPlugin } from './http/idempotency/idempotency.ts';
import { requestIdOf, requestIdPlugin } from './http/request-id.ts';
import { writeLimitsPlugin } from './http/write-limits/write-limits.ts';
import { apiEtagPlugin } from './plugins/api-etag.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { imageCacheControl } from './images/image-cache-control.ts';
import { fileUpkeepPlugin } from './plugins/file-upkeep.ts';
import { pushWorkerPlugin } from './plugins/push-worker.ts';
import { healthPlugin } from './plugins/health.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { imagesPlugin } from './plugins/images.ts';
import { oidcPlugin } from './plugins/oidc.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { firstScreenFor } from './features/first-screen/public.ts';
import { ascentsRoutes } from './features/ascents/ascents.routes.ts';
import { betaVideosRoutes } from './features/beta-videos/beta-videos.routes.ts';
import { climbsRoutes } from './features/climbs/climbs.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { feedRoutes } from './features/feed/feed.routes.ts';
import { holdsRoutes } from './features/holds/holds.routes.ts';
import { listsRoutes } from './features/lists/lists.routes.ts';
import { metaRoutes } from './features/meta/meta.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { pulseRoutes } from './features/pulse/pulse.routes.ts';
import { drainPushOutbox, saveDefaultDeliveries } from './features/notifications/push-drain.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { sessionInvitationsRoutes } from './features/sessions/session-invitations.routes.ts';
import { createSessionLive, sessionsRoutes } from './features/sessions/sessions.routes.ts';
import { todoRoutes } from './features/todo/todo.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { votesRoutes } from './features/votes/votes.routes.ts';
import { wallsRoutes } from './features/walls/walls.routes.ts';
import { sweepOrphanProfilePictures, usersAccountPart } from './features/users/public.ts';
import { sweepOrphanWallPhotos, wallsAccountPart } from './features/walls/public.ts';
import { ascentsAccountPart } from './features/ascents/public.ts';
import { betaVideosAccountPart } from './features/beta-videos/public.ts';
import { climbsAccountPart } from './features/climbs/public.ts';
import { commentsAccountPart } from './features/comments/public.ts';
import { listsAccountPart } from './features/lists/public.ts';
import { notificationsAccountPart } from './features/notifications/public.ts';
import { sessionsAccountPart } from './features/sessions/public.ts';
import { votesAccountPart } from './features/votes/public.ts';
import type { FileStorage } from './storage/storage.ts';
import type { TlsCredentials } from './http/tls-files.ts';

/**
 * Each feature's part of a person's data export and account deletion (docs/decisions/0227-tables-with-owners.md),
 * handed to users, which imports none of them; a deletion runs them in this order.
 */
const ACCOUNT_PARTS = [
  wallsAccountPart,
  usersAccountPart,
  listsAccountPart,
  ascentsAccountPart,
  climbsAccountPart,
  votesAccountPart,
  commentsAccountPart,
  betaVideosAccountPart,
  sessionsAccountPart,
  notificationsAccountPart,
];

export interface BuildAppOptions {
  config: Config;
  database: Database;
  storage: FileStorage;
  logger?: boolean | object;
  /** Serve HTTPS with this certificate and key (TLS_CERT_FILE, TLS_KEY_FILE); absent: plain HTTP. */
  tls?: TlsCredentials | null;
}

/** The whole server as one Fastify instance: API, built-in sign-in, images and the web app. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, storage } = opts;
  const app = Fastify({
    // HTTPS/1.1, not HTTP/2: graceful shutdown and the request count rely on Node's HTTP/1 server
    // (docs/decisions/0179-server-https-http1.md). The type stays the HTTP one: https.Server is an http.Server to every plugin.
    ...((opts.tls ? { https: opts.tls } : {}) as object),
    logger: opts.logger ?? { level: config.logLevel },
    // Wall photos arrive as base64 JSON: 4/3 of the image cap plus room for the other fields.
    bodyLimit: Math.ceil((config.maxImageBytes * 4) / 3) + 1024 * 1024,
    // Only configured proxies may say who the client is: the per-address abuse limits depend on it.
    trustProxy: typeof config.trustProxy === 'number' ? hopCount(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    // The proxy's X-Request-Id (nginx's $request_id) when it sent one: its log line and ours share it.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // While stopping, a request that reached this node is answered (http/graceful-shutdown.ts): a 503
    // instead would fail a POST, which a proxy never sends to another node.
    return503OnClosing: false,
  });
  app.decorate('drain', new Drain(app.server));
  await app.register(requestIdPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoSerializerCompiler);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(apiEtagPlugin);
  // Before compression (it keeps answers as JSON text) and before the write limits (a replay spends none).
  await app.register(idempotencyPlugin, {
    db: database.db,
    timing: { ...CLAIM_TIMING, staleClaimSeconds: config.idempotencyStaleSeconds },
  });
  // JSON answers (a wall's 300 hold polygons are ~100 KB) shrink to a fraction on the gym's Wi-Fi.
  // Brotli at quality 4 costs little CPU; the web app's files come precompressed at the highest level.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const imageUrlKey = await getImageUrlKey(database.db);
  const ctx = createAppContext({ db: database.db, storage, config, imageUrlKey });
  const sessionLive = createSessionLive(ctx, database);
  if (config.metrics)
    await app.register(metricsPlugin, { ctx, database, sessionStreams: sessionLive.counts });

  let verifier: TokenVerifierOptions;
  let oidcClient: { authority: string; clientId: string; scope: string; resource: string | null };
  if (config.oidc) {
    verifier = {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      keys: await discoverRemoteKeys(config.oidc.issuer),
    };
    oidcClient = {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      scope: config.oidc.scope,
      resource: null,
    };
  } else {
    const signingKey = await getSigningKey(database.db);
    const provider = createBuiltInProvider({
      db: database.db,
      publicUrl: config.publicUrl,
      signingKey,
      cookieKeys: await getCookieKeys(database.db),
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      trustProxy: config.trustProxy !== false,
    });
    await app.register(oidcPlugin, {
      provider,
      db: database.db,
      publicUrl: config.publicUrl,
      signUpsPerHour: config.signUpsPerHour,
      mailer: config.mail ? createMailer(config.mail) : null,
    });
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = signingKey;
    verifier = { issuer: provider.issuer, audience: API_AUDIENCE, keys: localKeys(publicJwk) };
    oidcClient = {
      authority: provider.issuer,
      clientId: BUILT_IN_CLIENT_ID,
      scope: BUILT_IN_SCOPE,
      resource: API_AUDIENCE,
    };
  }
  app.decorate('tokenVerifier', verifier);
  await app.register(authPlugin, { verifier });
  // Every route resolves its caller once, through this (`http/route.ts`).
  app.decorateRequest('resolvedCaller', null);
  app.decorate(
    'callerOf',
    (request: FastifyRequest) => (request.resolvedCaller ??= resolveCaller(ctx, request.identity)),
  );

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Spraybook API',
        version: '1.0.0',
        description:
          'Every error body is `{ "detail": "..." }`. Every write (a call that needs sign-in, other than GET) ' +
          'accepts an `Idempotency-Key` header (1-200 printable ASCII characters): sent again with the same ' +
          'key by the same account within 24 hours, the write is done once and its first answer comes back, ' +
          'with `Idempotent-Replayed: true`; the key for another request answers 422.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthPlugin, { database, storage, drain: app.drain });

  await app.register(writeLimitsPlugin, { ctx });
  await app.register(metaRoutes, { ctx, oidc: oidcClient });
  await app.register(feedRoutes, { ctx });
  await app.register(usersRoutes, { ctx, accountParts: ACCOUNT_PARTS });
  await app.register(todoRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(wallsRoutes, { ctx });
  await app.register(holdsRoutes, { ctx });
  await app.register(climbsRoutes, { ctx });
  await app.register(votesRoutes, { ctx });
  await app.register(betaVideosRoutes, { ctx });
  await app.register(ascentsRoutes, { ctx });
  await app.register(commentsRoutes, { ctx });
  await app.register(listsRoutes, { ctx });
  await app.register(pulseRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(sessionsRoutes, { ctx, live: sessionLive });
  await app.register(sessionInvitationsRoutes, { ctx });
  await app.register(imagesPlugin, {
    storage,
    cacheControl: (key, query) => imageCacheControl(ctx, key, query),
  });
  await app.register(pushWorkerPlugin, {
    intervalSeconds: config.pushDrainSeconds,
    prepare: () => saveDefaultDeliveries(ctx),
    drain: () => drainPushOutbox(ctx),
  });
  await app.register(fileUpkeepPlugin, {
    ctx,
    intervalMinutes: config.fileUpkeepMinutes,
    graceMinutes: config.orphanFileGraceMinutes,
    sweepOrphans: async (ctx, graceMs) =>
      (await sweepOrphanWallPhotos(ctx, graceMs)) + (await sweepOrphanProfilePictures(ctx, graceMs)),
  });
  await app.register(webPlugin, {
    dist: config.webDist,
    firstScreenFor: (path, cookies) => firstScreenFor(ctx, path, cookies),
  });
  return app;
}

/** Trusts the first `hops` proxies in front of the server (Fastify's types lack the numeric form). */
const hopCount = (hops: number) => (_address: string, hop: number) => hop < hops;

declare module 'fastify' {
  interface FastifyInstance {
    tokenVerifier: TokenVerifierOptions;
    /** Requests in flight and whether the server drains before stopping (`http/graceful-shutdown.ts`). */
    drain: Drain;
  }
}
