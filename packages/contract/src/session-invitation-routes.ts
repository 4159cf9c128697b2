import { route, type Route } from './route.ts';

const tag = 'sessions';

/** Inviting climbers to a session (docs/decisions/0226); `routes` holds them with the rest. */
export const sessionInvitationRoutes = {
  getSessionInvitations: route({
    method: 'GET',
    path: '/sessions/:id/invitations',
    summary: 'Who was invited to an open session and is not in it now (its members present)',
    tag,
    auth: 'required',
  }),
  inviteToSession: route({
    method: 'POST',
    path: '/sessions/:id/invitations',
    summary:
      'Invite climbers who may read the session to join it (a member present); each is told once, a member present never',
    tag,
    auth: 'required',
  }),
} satisfies Record<string, Route>;
