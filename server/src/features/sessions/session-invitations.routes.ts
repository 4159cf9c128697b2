import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { getSessionInvitations, inviteToSession } from './session-invitations.ts';

/** Inviting climbers to a session (docs/decisions/0226); the rest of the sessions' routes are sessions.routes.ts. */
export async function sessionInvitationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.getSessionInvitations, ({ caller, params }) =>
    getSessionInvitations(ctx, caller, params.id),
  );
  route(app, endpoints.inviteToSession, ({ caller, params, body }) =>
    inviteToSession(ctx, caller, params.id, body.user_ids),
  );
}
