import { SESSION_HEARTBEAT_SECONDS, SESSION_STREAM_ELSEWHERE, type SessionEvent } from '@spraybook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { requireAccess } from '../../../access/access.ts';
import type { Caller } from '../../../access/caller.ts';
import { sessionAccess } from '../../../access/session-access.ts';
import { sessionTriesShownTo } from '../../../access/session-tries-visibility.ts';
import type { AppContext } from '../../../context.ts';
import { ServiceUnavailable } from '../../../http/errors.ts';
import { attemptsIn } from '../sessions.queries.ts';
import type { SessionFeeds } from './session-feeds.ts';

/** What the client asked to resume after: `Last-Event-ID` (EventSource's reconnection), else `?last_event_id=`. */
export function resumeAfter(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as { last_event_id?: string }).last_event_id;
  const given = typeof header === 'string' ? header : query;
  return given !== undefined && /^\d{1,9}$/.test(given.trim()) ? Number(given.trim()) : null;
}

/**
 * The streams of this node: each a `text/event-stream` of one session's events, past any proxy's buffer
 * (`X-Accel-Buffering: no`, no compression, no caching), with a comment line every SESSION_HEARTBEAT_SECONDS,
 * when the caller is asked again whether they may still read it.
 * A stream without a (usable) resume point starts with the session's newest event (the session as it is now).
 */
export function createSessionStreams(
  ctx: AppContext,
  feeds: SessionFeeds,
  heartbeatMs = SESSION_HEARTBEAT_SECONDS * 1000,
) {
  const open = new Set<ServerResponse>();
  let closing = false;
  // A stopping node takes no new stream (one could come on a kept-alive connection, or be half-way through
  // its access check when the others ended) or it would hold the node's shutdown: the client tries again.
  const refuseIfClosing = (reply: FastifyReply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ServiceUnavailable(SESSION_STREAM_ELSEWHERE, 1);
  };

  async function serve(request: FastifyRequest, reply: FastifyReply, caller: Caller, id: string) {
    refuseIfClosing(reply);
    const { row, role } = await requireAccess(ctx, caller, sessionAccess.read, id);
    const seen = seenBy(caller, id, role === 'present' || role === 'former');
    refuseIfClosing(reply);
    // A resume point past the session's newest event is none of this session's: start afresh.
    const asked = resumeAfter(request);
    const after = asked !== null && asked <= row.lastEventId ? asked : Math.max(row.lastEventId - 1, 0);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.write('retry: 2000\n\n');
    open.add(raw);
    // Each heartbeat asks again whether the caller may still read the session (taken off a private wall,
    // say) and whether their token still holds: if not, the stream ends and the client must ask anew.
    const expires = Number(request.identity?.claims.exp) * 1000 || Infinity;
    const stillAllowed = () =>
      sessionAccess.read.examine(ctx.db, caller, id).then(
        ({ decision }) => decision === 'allow',
        () => true, // the database away for a moment is no refusal
      );
    const heartbeat = setInterval(async () => {
      if (Date.now() >= expires || !(await stillAllowed())) raw.end();
      else raw.write(': heartbeat\n\n');
    }, heartbeatMs);
    let stop: (() => void) | null = null;
    let closed = false;
    raw.once('close', () => {
      closed = true;
      clearInterval(heartbeat);
      stop?.();
      open.delete(raw);
    });
    // Events go out in order, each as this reader may see it.
    let sending = Promise.resolve();
    const send = (event: SessionEvent) => {
      sending = sending
        .then(() => seen(event))
        .then((shown) => void (!closed && raw.write(`id: ${shown.id}\ndata: ${JSON.stringify(shown)}\n\n`)))
        .catch(() => void raw.end());
    };
    try {
      stop = await feeds.follow(id, { lastSent: after, send });
      if (closed) stop();
    } catch (error) {
      // No listening connection to the database: the client tries again (`retry:`), maybe on another node.
      request.log.warn({ err: error }, 'session stream could not follow its session');
      raw.end();
    }
  }

  /**
   * A session's events as `caller` may see them: whole for its members (present or former); for a reader who
   * looks in from outside, only the tries shown beyond the session (access/session-tries-visibility.ts), until
   * they join.
   */
  function seenBy(caller: Caller, id: string, member: boolean) {
    let inside = member;
    return async (event: SessionEvent): Promise<SessionEvent> => {
      if (inside) return event;
      const { found } = await sessionAccess.read.examine(ctx.db, caller, id);
      inside = found?.role === 'present' || found?.role === 'former';
      if (inside) return event;
      const shown = await attemptsIn(ctx.db, id, sessionTriesShownTo(caller));
      const kept = new Set(shown.map((a) => `${a.userId} ${a.climbId}`));
      const attempts = event.session.attempts.filter((a) => kept.has(`${a.user_id} ${a.climb_id}`));
      return { ...event, session: { ...event.session, attempts } };
    };
  }

  return {
    serve,
    /** Ends every stream (the node stops): clients reconnect, to another node, with their `Last-Event-ID`. */
    closeAll: () => {
      closing = true;
      for (const raw of open) raw.end();
    },
    count: () => open.size,
  };
}
