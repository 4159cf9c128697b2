import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { sessionRoutes as routes } from './session-routes.ts';
import {
  ClimbAttemptsSummary,
  NextClimbBody,
  QueueOrderBody,
  RandomClimbQuery,
  SendAnswer,
  SendBody,
  Session,
  SessionClimbBody,
  SessionSummary,
  StartSessionBody,
} from './sessions.ts';

const define = <E extends Endpoint>(e: E) => e;
const IdParams = z.object({ id: z.uuid('The id is not valid.') });
const QueuedParams = IdParams.extend({ climbId: z.uuid('The id is not valid.') });
const Empty = z.null().describe('No content');

/** Climbing sessions' endpoints (issue 45); `endpoints` holds them with the rest. */
export const sessionEndpoints = {
  startSession: define({
    ...routes.startSession,
    params: IdParams,
    body: StartSessionBody,
    response: Session,
  }),
  getCurrentSession: define({ ...routes.getCurrentSession, response: Session.nullable() }),
  getSession: define({ ...routes.getSession, params: IdParams, response: Session }),
  joinSession: define({ ...routes.joinSession, params: IdParams, response: Session }),
  leaveSession: define({ ...routes.leaveSession, params: IdParams, response: Empty }),
  queueClimb: define({ ...routes.queueClimb, params: IdParams, body: SessionClimbBody, response: Session }),
  queueRandomClimb: define({
    ...routes.queueRandomClimb,
    params: IdParams,
    query: RandomClimbQuery,
    response: Session,
  }),
  reorderQueue: define({ ...routes.reorderQueue, params: IdParams, body: QueueOrderBody, response: Session }),
  unqueueClimb: define({ ...routes.unqueueClimb, params: QueuedParams, response: Session }),
  nextClimb: define({ ...routes.nextClimb, params: IdParams, body: NextClimbBody, response: Session }),
  addAttempt: define({ ...routes.addAttempt, params: IdParams, body: SessionClimbBody, response: Session }),
  sendClimb: define({ ...routes.sendClimb, params: IdParams, body: SendBody, response: SendAnswer }),
  endSession: define({ ...routes.endSession, params: IdParams, response: Session }),
  getSessionSummary: define({ ...routes.getSessionSummary, params: IdParams, response: SessionSummary }),
  shareSession: define({ ...routes.shareSession, params: IdParams, response: SessionSummary }),
  getClimbAttempts: define({ ...routes.getClimbAttempts, params: IdParams, response: ClimbAttemptsSummary }),
};
