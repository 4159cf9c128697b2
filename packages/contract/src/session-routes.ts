import { route, type Route } from './route.ts';

const tag = 'sessions';

/** Climbing sessions' calls (issue 45); `routes` holds them with the rest. */
export const sessionRoutes = {
  startSession: route({
    method: 'POST',
    path: '/walls/:id/sessions',
    summary: 'Start a climbing session on a wall, the caller its first member',
    tag,
    auth: 'required',
    status: 201,
  }),
  getCurrentSession: route({
    method: 'GET',
    path: '/sessions/current',
    summary: "The caller's open session, or null",
    tag,
    auth: 'required',
  }),
  getSession: route({
    method: 'GET',
    path: '/sessions/:id',
    summary: 'A session: members, queue, current climb and attempts (its members and who may join it)',
    tag,
    auth: 'required',
  }),
  joinSession: route({
    method: 'POST',
    path: '/sessions/:id/members',
    summary: 'Join a session (one open session per climber)',
    tag,
    auth: 'required',
  }),
  leaveSession: route({
    method: 'DELETE',
    path: '/sessions/:id/members/me',
    summary: 'Leave a session; attempts stay',
    tag,
    auth: 'required',
    status: 204,
  }),
  queueClimb: route({
    method: 'POST',
    path: '/sessions/:id/queue',
    summary: "Add a climb of the session's wall to the end of the queue (the current one when there is none)",
    tag,
    auth: 'required',
    findsById: true,
  }),
  queueRandomClimb: route({
    method: 'POST',
    path: '/sessions/:id/queue/random',
    summary: "Add a random climb matching the climbs list's filters (query) to the end of the queue",
    tag,
    auth: 'required',
  }),
  reorderQueue: route({
    method: 'PUT',
    path: '/sessions/:id/queue',
    summary: "Put the queue's climbs in a new order",
    tag,
    auth: 'required',
  }),
  unqueueClimb: route({
    method: 'DELETE',
    path: '/sessions/:id/queue/:climbId',
    summary: 'Take a climb out of the queue',
    tag,
    auth: 'required',
  }),
  nextClimb: route({
    method: 'POST',
    path: '/sessions/:id/next',
    summary: "Move the group to the queue's next climb (none left: no current climb)",
    tag,
    auth: 'required',
  }),
  addAttempt: route({
    method: 'POST',
    path: '/sessions/:id/attempts',
    summary:
      "'+1': one attempt of the caller on the climb named, the current one or one the group was on earlier in the session (a try made offline counts after Next)",
    tag,
    auth: 'required',
  }),
  sendClimb: route({
    method: 'POST',
    path: '/sessions/:id/sends',
    summary:
      "'Sent': the caller sent the climb named, current now or earlier in the session; ticks it (flash on the first attempt of the first session on it, else redpoint with the attempts summed)",
    tag,
    auth: 'required',
    status: 201,
    limit: 'tick',
  }),
  endSession: route({
    method: 'POST',
    path: '/sessions/:id/end',
    summary: 'End a session (its starter)',
    tag,
    auth: 'required',
  }),
  getSessionSummary: route({
    method: 'GET',
    path: '/sessions/:id/summary',
    summary: 'Who tried what, sends, attempts, and the grades tried and sent',
    tag,
    auth: 'required',
  }),
  shareSession: route({
    method: 'POST',
    path: '/sessions/:id/share',
    summary: "Share an ended session's summary to its wall's feed (its starter, once)",
    tag,
    auth: 'required',
  }),
  getClimbAttempts: route({
    method: 'GET',
    path: '/climbs/:id/attempts/mine',
    summary: "The caller's sessions, attempts and newest tick on a climb",
    tag,
    auth: 'required',
  }),
} satisfies Record<string, Route>;

/**
 * A session's live events, `text/event-stream` (not JSON, so no entry of `endpoints`): each message's `id:` is the
 * event's, `data:` a `SessionEvent`; `Last-Event-ID` resumes after that event; a comment line every
 * `SESSION_HEARTBEAT_SECONDS`. Read by whoever may read the session.
 */
export const SESSION_EVENTS_PATH = '/sessions/:id/events';
