import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { SESSION_INVITES_MAX } from './limits.ts';
import { INVITE_NOBODY, INVITE_TOO_MANY } from './session-invitation-texts.ts';
import { sessionInvitationRoutes as routes } from './session-invitation-routes.ts';
import { timestamp } from './timestamp.ts';
import { UserId } from './users.ts';

export const SessionInvitation = z
  .object({
    user_id: UserId,
    display_name: z.string().nullable().describe("Shown as 'Unnamed user' when null"),
    invited_by: UserId,
    invited: timestamp(),
  })
  .meta({ id: 'SessionInvitation' });

export const SessionInvitations = z
  .object({
    invitations: z
      .array(SessionInvitation)
      .describe('Climbers invited who are not in the session now, newest first'),
  })
  .meta({ id: 'SessionInvitations' });
export type SessionInvitations = z.infer<typeof SessionInvitations>;

export const InviteToSessionBody = z
  .object({
    user_ids: z
      .array(UserId)
      .min(1, INVITE_NOBODY)
      .max(SESSION_INVITES_MAX, INVITE_TOO_MANY)
      .describe('Climbers to invite; one already invited or in the session is left as they are'),
  })
  .meta({ id: 'InviteToSessionBody' });

const define = <E extends Endpoint>(e: E) => e;
const IdParams = z.object({ id: z.uuid('The id is not valid.') });

/** Inviting to a session's endpoints; `endpoints` holds them with the rest. */
export const sessionInvitationEndpoints = {
  getSessionInvitations: define({
    ...routes.getSessionInvitations,
    params: IdParams,
    response: SessionInvitations,
  }),
  inviteToSession: define({
    ...routes.inviteToSession,
    params: IdParams,
    body: InviteToSessionBody,
    response: SessionInvitations,
  }),
};
