import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Tables of http/: write limits and kept answers of keyed writes (0227).

/**
 * Each account's count of one kind of write (comments, ticks, …) in its current minute and hour
 * windows: one row per (user, kind, window), reset when its window has passed.
 */
export const writeCounts = pgTable(
  'write_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    windowSeconds: integer('window_seconds').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.windowSeconds] })],
);

/**
 * The answers to writes sent with an `Idempotency-Key` (http/idempotency/), per account, for 24 hours: the
 * row is claimed (`status` null) before the handler runs, so a retry or a second server waits for the
 * first answer instead of writing again. `claim` tells one claim from a later one on the same key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path with query, and body: the same key for another request is refused. */
    requestHash: text('request_hash').notNull(),
    claim: uuid('claim').notNull(),
    /**
     * Set inside the write's own transaction, just before it commits (db/transaction.ts): a claim left
     * without an answer by a stopped server was written when this is true, and is never run again.
     */
    written: boolean('written').notNull().default(false),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)],
);
