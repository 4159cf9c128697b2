import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.ts';

// Tables of auth/ (accounts, sign-in, recovery, the OIDC provider's storage, revoked subjects, secrets) (0227).

/** Local accounts of the built-in identity provider. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** Optional, only to send a password-reset link (account recovery); lower-cased. */
    email: text('email'),
    created: created(),
  },
  (t) => [
    check('username_format', sql`${t.username} ~ '^[a-z0-9._-]{3,32}$'`),
    check(
      'email_format',
      sql`${t.email} is null or (char_length(${t.email}) <= 254 and ${t.email} like '%_@_%')`,
    ),
    // Not unique: refusing a taken address would tell a stranger that it has an account here.
    index('accounts_email').on(t.email),
  ],
);

/**
 * Password-reset links of built-in accounts: only the SHA-256 of the secret is kept, so a copy of
 * the database cannot reset a password. Single use (the row is deleted when used), valid 30 minutes.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    created: created(),
  },
  (t) => [index('password_resets_account').on(t.accountId)],
);

/**
 * Links of a recovery-address change, stored as hashes: `confirm` makes `email` (the new address) the
 * recovery address, `undo` (mailed to the old one) puts `email` back and ends every session.
 */
export const emailChangeLinks = pgTable(
  'email_change_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['confirm', 'undo'] }).notNull(),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    created: created(),
  },
  (t) => [
    index('email_change_links_account').on(t.accountId),
    check('email_change_link_kind', sql`${t.kind} in ('confirm', 'undo')`),
    check('email_change_confirm_has_email', sql`${t.kind} = 'undo' or ${t.email} is not null`),
  ],
);

/** Password-reset requests by address (`email:…`) and by account (`account:…`), to limit them; kept a day. */
export const recoveryRequests = pgTable(
  'recovery_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    created: created(),
  },
  (t) => [index('recovery_requests_key').on(t.key, t.created)],
);

/**
 * Identities of deleted accounts: a token issued to `subject` before `revoked_at` answers 401, so a
 * deleted account's access tokens stop working at once; a later sign-in with the identity starts anew.
 */
export const revokedSubjects = pgTable('revoked_subjects', {
  subject: text('subject').primaryKey(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Failed sign-ins, for rate limiting across server processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    created: created(),
  },
  (t) => [
    index('login_failures_lookup').on(t.username, t.created),
    index('login_failures_ip').on(t.ip, t.created),
  ],
);

/** Accounts created, by address, to limit sign-ups (each costs a scrypt hash); kept an hour. */
export const signUpAttempts = pgTable(
  'sign_up_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ip: text('ip').notNull(),
    created: created(),
  },
  (t) => [index('sign_up_attempts_ip').on(t.ip, t.created)],
);

/** Storage of the built-in OIDC provider (sessions, codes, grants, refresh tokens). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_expires').on(t.expiresAt),
  ],
);

/** Secrets generated on first start and shared by every server process (signing keys, cookie keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  created: created(),
});
