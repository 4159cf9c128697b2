import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
// Only the tables' own file: schema.ts re-exports these, so nothing else imports this one.
import { users } from './schema.ts';
import { climbingSessions } from './session-schema.ts';

/**
 * Climbers invited to a climbing session (docs/decisions/0226): one row per session and climber, so a second
 * invitation is no row and no notification. Inserting one tells the invitee (a trigger of
 * 0033_session_invitations.sql writes the notification, as every kind's is written); joining reads it.
 */
export const climbingSessionInvitations = pgTable(
  'climbing_session_invitations',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => climbingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index('climbing_session_invitations_user').on(t.userId),
    index('climbing_session_invitations_invited_by').on(t.invitedBy),
  ],
);
