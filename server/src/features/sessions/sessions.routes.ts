import { endpoints, ErrorBody, SESSION_EVENTS_PATH } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { route, signedInOnly } from '../../http/route.ts';
import { addAttempt, sendClimb } from './attempt-commands.ts';
import { createSessionBus } from './live/session-bus.ts';
import { createSessionFeeds } from './live/session-feeds.ts';
import { createSessionStreams } from './live/session-stream.ts';
import { queueClimb, queueRandomClimb, reorderQueue, unqueueClimb } from './queue-commands.ts';
import { sweepIdleSessions } from './session-change.ts';
import { endSession, joinSession, leaveSession, nextClimb, startSession } from './session-commands.ts';
import { getClimbAttempts, getCurrentSession, getSession, getSessionSummary } from './sessions.service.ts';
import { shareSession } from './shared-sessions.ts';

/**
 * A node's live side of sessions: its bus (one listening connection on PostgreSQL) and its streams. Made by
 * app.ts before the routes, so `/metrics` (registered first) reads its counts.
 */
export function createSessionLive(
  ctx: AppContext,
  database: Pick<Database, 'kind' | 'url'>,
  /** How often a stream sends its heartbeat (default SESSION_HEARTBEAT_SECONDS). */
  heartbeatMs?: number,
) {
  const bus = createSessionBus(database);
  const streams = createSessionStreams(ctx, createSessionFeeds(ctx.db, bus), heartbeatMs);
  return {
    bus,
    streams,
    /** Streams open on this node, and its listening connections (0 or 1; 0 on PGlite): for `/metrics`. */
    counts: () => ({ streams: streams.count(), listeningConnections: bus.listeningConnections() }),
  };
}
export type SessionLive = ReturnType<typeof createSessionLive>;

export interface SessionsRoutesOptions {
  ctx: AppContext;
  live: SessionLive;
  /** How often this node ends the sessions idle past their time (default IDLE_SWEEP_MS; 0: never). */
  idleSweepMs?: number;
}

/** Every 10 minutes, and once the app is ready: an idle session is ended in its row within 6 h 10 min. */
export const IDLE_SWEEP_MS = 10 * 60_000;

/** Runs `sweep` once the app is ready, then every `ms`, one at a time; the app's close waits for a run under way. */
function sweepEvery(app: FastifyInstance, sweep: () => Promise<number>, ms: number) {
  if (!ms) return;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweep()
      .then((ended) => void (ended && app.log.info({ ended }, 'idle sessions ended')))
      .catch((err: unknown) => app.log.warn({ err }, 'ending idle sessions failed; the next run retries'))
      .finally(() => (running = null));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, ms).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Climbing sessions (issue 45): the contract's endpoints, and each session's live event stream. */
export async function sessionsRoutes(app: FastifyInstance, opts: SessionsRoutesOptions) {
  const { ctx } = opts;
  const { bus, streams } = opts.live;
  const deps = { ctx, bus };
  sweepEvery(app, () => sweepIdleSessions(deps), opts.idleSweepMs ?? IDLE_SWEEP_MS);
  // Streams never end by themselves: a stopping node ends them (clients resume elsewhere), then its bus.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => bus.close());

  const e = endpoints;
  route(app, e.startSession, ({ caller, params, body }) => startSession(deps, caller, params.id, body));
  route(app, e.getCurrentSession, ({ caller }) => getCurrentSession(deps, caller));
  route(app, e.getSession, ({ caller, params }) => getSession(deps, caller, params.id));
  route(app, e.joinSession, ({ caller, params }) => joinSession(deps, caller, params.id));
  route(app, e.leaveSession, ({ caller, params }) => leaveSession(deps, caller, params.id));
  route(app, e.queueClimb, ({ caller, params, body }) => queueClimb(deps, caller, params.id, body.climb_id));
  route(app, e.queueRandomClimb, ({ caller, params, query }) =>
    queueRandomClimb(deps, caller, params.id, query),
  );
  route(app, e.reorderQueue, ({ caller, params, body }) =>
    reorderQueue(deps, caller, params.id, body.climb_ids),
  );
  route(app, e.unqueueClimb, ({ caller, params }) => unqueueClimb(deps, caller, params.id, params.climbId));
  route(app, e.nextClimb, ({ caller, params, body }) => nextClimb(deps, caller, params.id, body));
  route(app, e.addAttempt, ({ caller, params, body }) => addAttempt(deps, caller, params.id, body.climb_id));
  route(app, e.sendClimb, ({ caller, params, body }) => sendClimb(deps, caller, params.id, body));
  route(app, e.endSession, ({ caller, params }) => endSession(deps, caller, params.id));
  route(app, e.getSessionSummary, ({ caller, params }) => getSessionSummary(deps, caller, params.id));
  route(app, e.shareSession, ({ caller, params }) => shareSession(deps, caller, params.id));
  route(app, e.getClimbAttempts, ({ caller, params }) => getClimbAttempts(deps, caller, params.id));

  app.withTypeProvider<ZodTypeProvider>().get(
    `/api${SESSION_EVENTS_PATH}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary:
          "A session's live events (text/event-stream; Last-Event-ID or last_event_id resumes after that event)",
        tags: ['sessions'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid('The id is not valid.') }),
        querystring: z.object({ last_event_id: z.string().max(20).optional() }).strict(),
        response: {
          200: z.string().describe('text/event-stream of SessionEvent messages, a comment line as heartbeat'),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const caller = await app.callerOf(request);
      await streams.serve(request, reply, caller, request.params.id);
    },
  );
}
