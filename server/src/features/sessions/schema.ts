import { SESSION_EVENT_KINDS } from '@spraybook/contract/plain';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { climbs } from '../../db/schema/climbs.ts';
import { at } from '../../db/schema/columns.ts';
import { climbingSessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

// The sessions feature's own tables (0227): queue, climbs been on, events and invitations.

export const climbingSessionQueue = pgTable(
  'climbing_session_queue',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => climbingSessions.id, { onDelete: 'cascade' }),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.climbId] }),
    index('climbing_session_queue_climb').on(t.climbId),
  ],
);

/**
 * The climbs that have been the session's current climb (a trigger adds each as it becomes current): a '+1'
 * or 'Sent' made offline on one counts there even after the group moved on (0030_session_climbs_been.sql).
 */
export const climbingSessionClimbs = pgTable(
  'climbing_session_climbs',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => climbingSessions.id, { onDelete: 'cascade' }),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.climbId] }),
    index('climbing_session_climbs_climb').on(t.climbId),
  ],
);

/** A session's stream as stored: what `Last-Event-ID` resumes from, on any node. */
export const climbingSessionEvents = pgTable(
  'climbing_session_events',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => climbingSessions.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    kind: text('kind', { enum: SESSION_EVENT_KINDS }).notNull(),
    /** The session as it was after the change (a `Session` answer). */
    data: jsonb('data').notNull(),
    created: at('created').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.id] })],
);

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
