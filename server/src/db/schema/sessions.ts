import { SESSION_STATES } from '@spraybook/contract/plain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ascents } from './ascents.ts';
import { climbs } from './climbs.ts';
import { at } from './columns.ts';
import { users } from './users.ts';
import { walls } from './walls.ts';

// Climbing sessions, members and tries: core's, as access/ reads them; the rest is the sessions feature's (0227).

/**
 * Climbing sessions at the wall (issue 45). The counters, the limits, the last-activity stamp, the
 * members' leaving when it ends or they lose the wall, and one open session per climber are held by the
 * database (0027_climbing_sessions.sql); the rules of who may do what, by `access/session-access.ts`.
 */
export const climbingSessions = pgTable(
  'climbing_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    starterId: uuid('starter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `state` in the API and the table: `status` here, as the permission search reads any `.state` as a caller's. */
    status: text('state', { enum: SESSION_STATES }).notNull().default('open'),
    currentClimbId: uuid('current_climb_id').references(() => climbs.id, { onDelete: 'set null' }),
    /** Members present now, kept by a trigger; at most SESSION_MEMBERS_MAX. */
    memberCount: integer('member_count').notNull().default(0),
    /** Climbs waiting, kept by a trigger; at most SESSION_QUEUE_MAX. */
    queueCount: integer('queue_count').notNull().default(0),
    /** The newest event's id in its stream (each write adds one). */
    lastEventId: integer('last_event_id').notNull().default(0),
    started: at('started').notNull().defaultNow(),
    endedAt: at('ended_at'),
    /** Stamped by a trigger on every change while open: SESSION_IDLE_HOURS after it, the session has ended. */
    lastActivity: at('last_activity').notNull().defaultNow(),
    /** When its starter shared its summary to the wall's feed (ended sessions only); null: not shared. */
    sharedAt: at('shared_at'),
  },
  (t) => [
    check('session_state_known', sql`${t.status} in ('open', 'ended')`),
    check('session_ended_when', sql`(${t.status} = 'ended') = (${t.endedAt} is not null)`),
    check('session_members_max', sql`${t.memberCount} between 0 and 30`),
    check('session_queue_max', sql`${t.queueCount} between 0 and 200`),
    check('session_shared_when_ended', sql`${t.sharedAt} is null or ${t.status} = 'ended'`),
    index('climbing_sessions_wall').on(t.wallId),
    index('climbing_sessions_open_activity')
      .on(t.lastActivity)
      .where(sql`${t.status} = 'open'`),
    // The wall feed's shared sessions, newest first.
    index('climbing_sessions_wall_shared')
      .on(t.wallId, t.sharedAt)
      .where(sql`${t.sharedAt} is not null`),
  ],
);

export const climbingSessionMembers = pgTable(
  'climbing_session_members',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => climbingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** In the session now: false once they left, lost the wall, or the session ended. */
    present: boolean('present').notNull().default(true),
    joined: at('joined').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    // One open session per climber: only an open session has members present.
    uniqueIndex('one_open_session_per_climber')
      .on(t.userId)
      .where(sql`${t.present}`),
  ],
);

/** One try ('+1'), or the send ('Sent', with the tick it made), of a member on a climb. */
export const climbingSessionAttempts = pgTable(
  'climbing_session_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => climbingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    sent: boolean('sent').notNull().default(false),
    ascentId: uuid('ascent_id').references(() => ascents.id, { onDelete: 'set null' }),
    created: at('created').notNull().defaultNow(),
  },
  (t) => [
    index('climbing_session_attempts_session').on(t.sessionId, t.created),
    index('climbing_session_attempts_user_climb').on(t.userId, t.climbId),
    index('climbing_session_attempts_climb').on(t.climbId),
    uniqueIndex('one_send_per_session_climb')
      .on(t.sessionId, t.userId, t.climbId)
      .where(sql`${t.sent}`),
  ],
);
