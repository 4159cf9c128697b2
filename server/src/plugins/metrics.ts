import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { INTERACTION_PATH } from '../auth/oidc-provider.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Prometheus metrics at `/metrics` (only registered when METRICS=true). Labels carry route templates
 * (`/api/walls/:id`), methods and status classes, never a path, an id, a name or an address, so
 * nothing a user typed or owns reaches the metrics. One registry per app: two apps in one process
 * (tests) never mix their numbers. Registered before the routes, so its hook sees them all.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      ctx: AppContext;
      database: Database;
      /** The sessions feature's live counts on this node (app.ts hands them in). */
      sessionStreams?: () => { streams: number; listeningConnections: number };
    },
  ) => {
    const { ctx, database, sessionStreams } = opts;
    const registry = new Registry();
    // Process metrics, among them nodejs_eventloop_lag_seconds: a busy loop delays every request.
    collectDefaultMetrics({ register: registry });

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route template and status class; its _count gives the request rate',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const limited = new Counter({
      name: 'spraybook_limits_hit_total',
      help: 'Requests refused with 429 by a limit (sign-in, sign-up, uploads, writes), by route template',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const signInFailures = new Counter({
      name: 'spraybook_sign_in_failures_total',
      help: 'Wrong usernames or passwords on the built-in sign-in page',
      registers: [registry],
    });
    new Gauge({
      name: 'spraybook_db_pool_connections',
      help: 'PostgreSQL pool connections in use and idle, and queries waiting for one (absent on PGlite)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.inUse);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'spraybook_image_gate_tasks',
      help: 'Uploaded photos being decoded and waiting for a slot (IMAGE_CONCURRENCY, IMAGE_QUEUE_LENGTH)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { running, waiting } = ctx.imageGate.stats();
        this.set({ state: 'running' }, running);
        this.set({ state: 'waiting' }, waiting);
      },
    });
    if (sessionStreams) {
      new Gauge({
        name: 'spraybook_session_streams',
        help: "Climbing sessions' event streams open on this node (one per phone following a session)",
        registers: [registry],
        collect() {
          this.set(sessionStreams().streams);
        },
      });
      new Gauge({
        name: 'spraybook_session_listen_connections',
        help: 'PostgreSQL connections this node LISTENs on for session changes: 1 from its first stream on, 0 on PGlite',
        registers: [registry],
        collect() {
          this.set(sessionStreams().listeningConnections);
        },
      });
    }
    let rejectionsSeen = 0;
    new Counter({
      name: 'spraybook_image_gate_rejections_total',
      help: 'Uploads refused with 503 because the image queue was full',
      registers: [registry],
      collect() {
        const { rejected } = ctx.imageGate.stats();
        this.inc(rejected - rejectionsSeen);
        rejectionsSeen = rejected;
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request);
      const status = reply.statusCode;
      const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
      requests.observe(
        { method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      if (status === 429) limited.inc({ route });
      if (status === 401 && method === 'POST' && route === `${INTERACTION_PATH}/:uid`) signInFailures.inc();
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics()),
    );
  },
);

/** The route's template; requests no route matched (the sign-in provider's own paths, unknown ones) by area. */
function routeLabel(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  if (template) return template;
  return request.url.startsWith('/oidc/') ? '/oidc/*' : 'unmatched';
}
