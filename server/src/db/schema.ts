import { ASCENT_TYPES, NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from '@spraybook/contract/plain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

// Lazily referenced (notifications.session_id): session-schema.ts imports this file's tables the same way.
import { climbingSessions } from './session-schema.ts';

const created = () => timestamp('created', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `issuer|sub` of the identity this user signs in with. */
    subject: text('subject').notNull().unique(),
    displayName: text('display_name'),
    profilePictureKey: text('profile_picture_key'),
    deleted: boolean('deleted').notNull().default(false),
    defaultGradeSystem: text('default_grade_system'),
    mobileExtraCanvasPadding: integer('mobile_extra_canvas_padding').notNull().default(50),
    /** Kept by triggers on user_follows (0019_people.sql), so a profile reads its counts, never counts rows. */
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    /**
     * Access tokens issued at or before this instant answer 401 (set on a password reset, 'Sign out of all
     * devices' and the undo link of an e-mail change); null: none revoked. Read with the row every
     * request reads anyway (`access/caller.ts`).
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'date' }),
    created: created(),
  },
  (t) => [
    check(
      'display_name_length',
      sql`${t.displayName} is null or char_length(${t.displayName}) between 1 and 50`,
    ),
    index('users_display_name_trgm').using('gin', sql`lower(${t.displayName}) gin_trgm_ops`),
  ],
);

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

/** Wall photos uploaded, by user, to limit uploads per hour (each costs seconds of CPU); kept an hour. */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [index('photo_uploads_user').on(t.userId, t.created)],
);

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

/**
 * Storage folders to delete, written in the same transaction as the rows that stop referring to them,
 * so a crash between the commit and the deletion cannot leave the files behind: whatever remains is
 * deleted at the next start.
 */
export const pendingFileDeletions = pgTable('pending_file_deletions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** A storage folder, ending in `/`. */
  prefix: text('prefix').notNull(),
  created: created(),
});

export const walls = pgTable(
  'walls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    gymName: text('gym_name'),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The address parts (spec 3), as the reverse geocoder found them and the setter corrected them.
    road: text('road'),
    houseNumber: text('house_number'),
    suburb: text('suburb'),
    cityDistrict: text('city_district'),
    city: text('city'),
    county: text('county'),
    municipality: text('municipality'),
    country: text('country'),
    private: boolean('private').notNull().default(false),
    adjustableAngle: boolean('adjustable_angle').notNull().default(false),
    defaultAngle: integer('default_angle'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    archived: boolean('archived').notNull().default(false),
    created: created(),
    updated: timestamp('updated', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('wall_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check('wall_angle_range', sql`${t.defaultAngle} is null or ${t.defaultAngle} between -90 and 90`),
    check('wall_angle_only_if_adjustable', sql`${t.adjustableAngle} or ${t.defaultAngle} is null`),
    check(
      'wall_coordinates',
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    index('walls_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('walls_gym_trgm').using('gin', sql`lower(${t.gymName}) gin_trgm_ops`),
    index('walls_owner').on(t.ownerId),
  ],
);

const wallMember = (name: string) =>
  pgTable(
    name,
    {
      wallId: uuid('wall_id')
        .notNull()
        .references(() => walls.id, { onDelete: 'cascade' }),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** Since when: a deleted owner's wall passes to its longest-standing admin. */
      created: created(),
    },
    (t) => [primaryKey({ columns: [t.wallId, t.userId] }), index(`${name}_user`).on(t.userId)],
  );

export const wallInvitedUsers = wallMember('wall_invited_users');
export const wallAdminUsers = wallMember('wall_admin_users');

export const wallRevisions = pgTable(
  'wall_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    /** Storage key folder holding original.jpg and w{width}.webp. */
    imagePrefix: text('image_prefix').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    variantWidths: integer('variant_widths').array().notNull(),
    /** Bumped by a database trigger on every change to this revision's holds; keys cached revision answers. */
    holdsVersion: integer('holds_version').notNull().default(0),
    created: created(),
  },
  (t) => [
    index('wall_revisions_wall').on(t.wallId, t.created),
    // Target of climbs' composite key, which keeps a climb on a photo of its own wall.
    unique('wall_revisions_id_wall').on(t.id, t.wallId),
    check('revision_size', sql`${t.imageWidth} > 0 and ${t.imageHeight} > 0`),
  ],
);

export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => wallRevisions.id, { onDelete: 'cascade' }),
    boundingPolygon: jsonb('bounding_polygon').$type<{ x: number; y: number }[]>().notNull(),
    created: created(),
  },
  (t) => [
    index('holds_revision').on(t.revisionId),
    // Target of climb_holds' composite key, which keeps a climb's holds on the climb's own revision.
    unique('holds_id_revision').on(t.id, t.revisionId),
    check(
      'hold_polygon_points',
      sql`jsonb_typeof(${t.boundingPolygon}) = 'array' and jsonb_array_length(${t.boundingPolygon}) >= 3`,
    ),
  ],
);

/** Who follows whom (spec 4: follow). Never oneself; the counts on users follow it by trigger. */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: uuid('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index('user_follows_followed').on(t.followedId, t.created),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

export const favoriteWalls = pgTable(
  'favorite_walls',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.wallId] }), index('favorite_walls_wall').on(t.wallId)],
);

/**
 * The contract's grade table (`GRADES`) as rows, so the database can check grade votes and keep each
 * climb's grade rank itself; grades.test.ts checks the two agree.
 */
export const grades = pgTable('grades', {
  id: integer('id').primaryKey(),
  system: text('system').notNull(),
  grade: text('grade').notNull(),
  rank: integer('rank').notNull(),
  fuzzyUnifiedRank: doublePrecision('fuzzy_unified_rank').notNull(),
});

export const climbs = pgTable(
  'climbs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    /** The photo the climb is set on: its latest revision when set, never changed afterwards. */
    revisionId: uuid('revision_id').notNull(),
    setterId: uuid('setter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    draft: boolean('draft').notNull().default(false),
    wallAngle: integer('wall_angle'),
    created: created(),
    updated: timestamp('updated', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    // Kept by triggers in the same statement as the ticks and votes they count (0011_climb_counters.sql),
    // so lists sort and filter on columns. Sums, not averages, so concurrent votes add up.
    ascentCount: integer('ascent_count').notNull().default(0),
    gradeVoteCount: integer('grade_vote_count').notNull().default(0),
    gradeWeight: doublePrecision('grade_weight').notNull().default(0),
    gradeRankSum: doublePrecision('grade_rank_sum').notNull().default(0),
    /** Weighted mean of the grade votes' fuzzy_unified_rank; null without votes. */
    gradeRank: doublePrecision('grade_rank').generatedAlwaysAs(
      sql`case when grade_vote_count > 0 then grade_rank_sum / grade_weight end`,
    ),
    ratingVoteCount: integer('rating_vote_count').notNull().default(0),
    ratingWeight: doublePrecision('rating_weight').notNull().default(0),
    ratingSum: doublePrecision('rating_sum').notNull().default(0),
    /** Weighted mean of the rating votes; null without votes. */
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`case when rating_vote_count > 0 then rating_sum / rating_weight end`,
    ),
  },
  (t) => [
    check('climb_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check('climb_wall_angle_range', sql`${t.wallAngle} is null or ${t.wallAngle} between -90 and 90`),
    // The revision is one of the climb's own wall's photos.
    foreignKey({
      name: 'climbs_revision_fk',
      columns: [t.revisionId, t.wallId],
      foreignColumns: [wallRevisions.id, wallRevisions.wallId],
    }).onDelete('cascade'),
    // Target of climb_holds' composite key.
    unique('climbs_id_revision').on(t.id, t.revisionId),
    // Target of comments' composite key.
    unique('climbs_id_wall').on(t.id, t.wallId),
    // Newest first by a backward scan. Indexes on never-missing columns stay ascending: drizzle's
    // `.desc()` means DESC NULLS LAST, which cannot serve a plain `order by … desc` (nulls first).
    index('climbs_wall_created').on(t.wallId, t.created, t.id),
    // Each sort of the climbs list reads its first page from an index, in both directions, nulls last.
    index('climbs_wall_grade').on(t.wallId, t.gradeRank),
    index('climbs_wall_grade_desc').on(t.wallId, t.gradeRank.desc().nullsLast()),
    index('climbs_wall_rating').on(t.wallId, t.ratingAverage),
    index('climbs_wall_rating_desc').on(t.wallId, t.ratingAverage.desc().nullsLast()),
    index('climbs_wall_ascents').on(t.wallId, t.ascentCount),
    index('climbs_wall_name').on(t.wallId, sql`lower(${t.name})`),
    index('climbs_setter').on(t.setterId),
    // Quick search: climb names by trigram, read nearest first (GiST, unlike GIN, orders by distance), so a
    // word every name shares still reads only the best few rows.
    index('climbs_name_trgm').using('gist', sql`lower(${t.name}) gist_trgm_ops`),
    index('climbs_revision').on(t.revisionId),
  ],
);

export const CLIMB_HOLD_ROLES = ['start', 'intermediate', 'top', 'foot', 'hand', 'circuit'] as const;
export type ClimbHoldRole = (typeof CLIMB_HOLD_ROLES)[number];

/**
 * The holds of a climb, by role; `position` orders each role's list (a circuit's climbing order).
 * Both composite keys carry the revision, so a climb can only use holds of its own photo, and
 * deleting a hold takes it out of every climb in the same statement.
 */
export const climbHolds = pgTable(
  'climb_holds',
  {
    climbId: uuid('climb_id').notNull(),
    revisionId: uuid('revision_id').notNull(),
    holdId: uuid('hold_id').notNull(),
    role: text('role').$type<ClimbHoldRole>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.climbId, t.role, t.position] }),
    foreignKey({
      name: 'climb_holds_climb_fk',
      columns: [t.climbId, t.revisionId],
      foreignColumns: [climbs.id, climbs.revisionId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'climb_holds_hold_fk',
      columns: [t.holdId, t.revisionId],
      foreignColumns: [holds.id, holds.revisionId],
    }).onDelete('cascade'),
    check('climb_hold_role', sql`${t.role} in ('start', 'intermediate', 'top', 'foot', 'hand', 'circuit')`),
    check('climb_hold_position', sql`${t.position} >= 0`),
    // Only a circuit may come back to a hold.
    uniqueIndex('climb_holds_one_role')
      .on(t.climbId, t.holdId)
      .where(sql`${t.role} <> 'circuit'`),
    index('climb_holds_hold').on(t.holdId, t.revisionId),
  ],
);

/** One grade vote per user and climb; `value` is a grade id of the contract's grade table. */
export const gradeVotes = pgTable(
  'grade_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value')
      .notNull()
      .references(() => grades.id),
    public: boolean('public').notNull().default(true),
    /**
     * The angle it was climbed at: given, else the climb's set angle (`climb_set_angle`, filled by a trigger of
     * 0026_angles.sql, hence the default null that never stays).
     */
    angle: integer('angle')
      .notNull()
      .default(sql`null`),
    created: created(),
  },
  (t) => [
    unique('grade_votes_climb_user').on(t.climbId, t.userId),
    index('grade_votes_user').on(t.userId),
    check('grade_vote_angle_range', sql`${t.angle} between -90 and 90`),
  ],
);

/** A climber's rating of a climb, 0 to 5 whole stars; one per climber and climb. */
export const ratingVotes = pgTable(
  'rating_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    public: boolean('public').notNull().default(true),
    /**
     * The angle it was climbed at: given, else the climb's set angle (`climb_set_angle`, filled by a trigger of
     * 0026_angles.sql, hence the default null that never stays).
     */
    angle: integer('angle')
      .notNull()
      .default(sql`null`),
    created: created(),
  },
  (t) => [
    unique('rating_votes_climb_user').on(t.climbId, t.userId),
    check('rating_vote_range', sql`${t.value} between 0 and 5`),
    check('rating_vote_angle_range', sql`${t.angle} between -90 and 90`),
    index('rating_votes_user').on(t.userId),
  ],
);

/** A climber's say on whether a climb is broken (a hold spun or snapped); one per climber and climb. */
export const brokenVotes = pgTable(
  'broken_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: boolean('value').notNull(),
    public: boolean('public').notNull().default(true),
    created: created(),
  },
  (t) => [unique('broken_votes_climb_user').on(t.climbId, t.userId), index('broken_votes_user').on(t.userId)],
);

/** A tag on a climb; it lives while at least one vote holds it. */
export const climbTags = pgTable(
  'climb_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created: created(),
  },
  (t) => [unique('climb_tags_climb_name').on(t.climbId, t.name)],
);

export const climbTagVotes = pgTable(
  'climb_tag_votes',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => climbTags.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.userId] }),
    check('climb_tag_vote_score', sql`${t.score} in (-1, 1)`),
    index('climb_tag_votes_user').on(t.userId),
  ],
);

/** A tick: a user's ascent of a climb. Removed with the climb or the user. */
export const ascents = pgTable(
  'ascents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    /** The climb's wall (the composite key keeps it so), for a wall's newest ticks from an index. */
    wallId: uuid('wall_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ascentDate: date('ascent_date', { mode: 'string' }).notNull(),
    ascentType: text('ascent_type', { enum: ASCENT_TYPES }).notNull(),
    attempts: integer('attempts').notNull(),
    description: text('description'),
    public: boolean('public').notNull().default(true),
    /**
     * The angle it was climbed at: given, else the climb's set angle (`climb_set_angle`, filled by a trigger of
     * 0026_angles.sql, hence the default null that never stays).
     */
    angle: integer('angle')
      .notNull()
      .default(sql`null`),
    created: created(),
  },
  (t) => [
    check('ascent_angle_range', sql`${t.angle} between -90 and 90`),
    check('ascent_type_known', sql`${t.ascentType} in ('redpoint', 'onsight', 'flash')`),
    check('ascent_attempts_positive', sql`${t.attempts} >= 1`),
    index('ascents_climb_date').on(t.climbId, t.ascentDate),
    index('ascents_user_date').on(t.userId, t.ascentDate),
    // The wall feed's newest ticks.
    index('ascents_wall_created').on(t.wallId, t.created),
    // The personal feed's newest ticks of a followed climber.
    index('ascents_user_created').on(t.userId, t.created),
    foreignKey({
      name: 'ascents_climb_wall_fk',
      columns: [t.climbId, t.wallId],
      foreignColumns: [climbs.id, climbs.wallId],
    }).onDelete('cascade'),
  ],
);

/**
 * A climb's figures at one angle (issue 47): its ticks, grade and rating votes at that angle, kept by the
 * triggers of 0026_angles.sql in the statement that changes them, as the climb's own counters are. A row
 * lives while something counts in it. The spread is the grade votes' lower and upper quartile (on the
 * unified rank) and how many votes lie between them; a benchmark has at least 10 grade votes whose middle
 * half lies within one grade (docs/decisions/0211-benchmark-rule.md).
 */
export const climbAngles = pgTable(
  'climb_angles',
  {
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    angle: integer('angle').notNull(),
    ascentCount: integer('ascent_count').notNull().default(0),
    gradeVoteCount: integer('grade_vote_count').notNull().default(0),
    gradeWeight: doublePrecision('grade_weight').notNull().default(0),
    gradeRankSum: doublePrecision('grade_rank_sum').notNull().default(0),
    gradeRank: doublePrecision('grade_rank').generatedAlwaysAs(
      sql`case when grade_vote_count > 0 then grade_rank_sum / grade_weight end`,
    ),
    ratingVoteCount: integer('rating_vote_count').notNull().default(0),
    ratingWeight: doublePrecision('rating_weight').notNull().default(0),
    ratingSum: doublePrecision('rating_sum').notNull().default(0),
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`case when rating_vote_count > 0 then rating_sum / rating_weight end`,
    ),
    /** The grade votes' lower quartile (a unified rank); null without votes. */
    gradeLow: doublePrecision('grade_low'),
    /** The grade votes' upper quartile (a unified rank); null without votes. */
    gradeHigh: doublePrecision('grade_high'),
    /** How many grade votes lie from the lower to the upper quartile. */
    spreadVotes: integer('spread_votes').notNull().default(0),
    benchmark: boolean('benchmark').generatedAlwaysAs(
      sql`coalesce(grade_vote_count >= 10 and grade_high - grade_low <= 1, false)`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.climbId, t.angle] }),
    check('climb_angle_range', sql`${t.angle} between -90 and 90`),
    // The few benchmark rows, so the benchmark filter starts from them (climb-filters.ts).
    index('climb_angles_benchmarks')
      .on(t.climbId)
      .where(sql`${t.benchmark}`),
  ],
);

/**
 * The angles a wall's climbs have been ticked or voted at (every angle of its climbs' `climb_angles` rows):
 * each of the wall's climbs has a row of `climb_angle_listing` at each (issue 47). Kept by the triggers of
 * 0031_angle_listing.sql; an angle stays once it came into use.
 */
export const wallAngles = pgTable(
  'wall_angles',
  {
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    angle: integer('angle').notNull(),
  },
  (t) => [primaryKey({ columns: [t.wallId, t.angle] })],
);

/** What follows a sort key in the list's order (newest first, then the id), then its visibility's columns. */
const listOrder = (t: {
  created: ExtraConfigColumn;
  climbId: ExtraConfigColumn;
  draft: ExtraConfigColumn;
  setterId: ExtraConfigColumn;
}) => [t.created.desc().nullsFirst(), t.climbId.desc().nullsFirst(), t.draft, t.setterId];

/**
 * What a climbs list at an angle reads of each climb (issue 47, docs/decisions/0222-angle-listing.md): one
 * row per climb at each angle in use on its wall (`wall_angles`), with its figures there, else its set
 * angle's (`own` false); and one at angle null, the set angle's figures, for an angle nobody climbed on the
 * wall. The climb's draft, setter, photo and creation are copied so the list's visibility, filters, order and
 * count read these rows alone, each sort's page from one index. Kept by the triggers of 0031_angle_listing.sql
 * in the statement that changes a figure, a climb or its wall's default angle.
 */
export const climbAngleListing = pgTable(
  'climb_angle_listing',
  {
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    wallId: uuid('wall_id').notNull(),
    /** Null: the climb's set angle, read at an angle not in use on the wall. */
    angle: integer('angle'),
    /** The figures are the climb's own at this angle (a `climb_angles` row), not its set angle's. */
    own: boolean('own').notNull(),
    draft: boolean('draft').notNull(),
    setterId: uuid('setter_id').notNull(),
    revisionId: uuid('revision_id').notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'string' }).notNull(),
    gradeRank: doublePrecision('grade_rank'),
    ratingAverage: doublePrecision('rating_average'),
    ascentCount: integer('ascent_count').notNull(),
    benchmark: boolean('benchmark').notNull(),
  },
  (t) => [
    unique('climb_angle_listing_climb_angle').on(t.climbId, t.angle).nullsNotDistinct(),
    // Each sort reads its page in the list's order (the key, then newest first, then the id) from one index,
    // and a count with a filter on a figure only its range; the draft and setter (the list's visibility)
    // end each key so a count needs no table row.
    index('climb_angle_listing_grade').on(t.wallId, t.angle, t.gradeRank.asc().nullsLast(), ...listOrder(t)),
    index('climb_angle_listing_grade_desc').on(
      t.wallId,
      t.angle,
      t.gradeRank.desc().nullsLast(),
      ...listOrder(t),
    ),
    index('climb_angle_listing_rating').on(
      t.wallId,
      t.angle,
      t.ratingAverage.asc().nullsLast(),
      ...listOrder(t),
    ),
    index('climb_angle_listing_rating_desc').on(
      t.wallId,
      t.angle,
      t.ratingAverage.desc().nullsLast(),
      ...listOrder(t),
    ),
    index('climb_angle_listing_ascents').on(t.wallId, t.angle, t.ascentCount.asc(), ...listOrder(t)),
    index('climb_angle_listing_ascents_desc').on(
      t.wallId,
      t.angle,
      t.ascentCount.desc().nullsFirst(),
      ...listOrder(t),
    ),
    index('climb_angle_listing_benchmarks')
      .on(t.wallId, t.angle, t.created, t.climbId, t.draft, t.setterId)
      .where(sql`${t.benchmark}`),
  ],
);

/** A climb on a climber's to-do list (spec 2.15). */
export const climbsTodo = pgTable(
  'climbs_todo',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.climbId] }), index('climbs_todo_climb').on(t.climbId)],
);

/** Beta videos of a climb: YouTube or Instagram links (checked by the contract), each link once per climb. */
export const betaVideos = pgTable(
  'beta_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    climbId: uuid('climb_id')
      .notNull()
      .references(() => climbs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    created: created(),
  },
  (t) => [
    unique('beta_videos_climb_url').on(t.climbId, t.url),
    check('beta_video_description_length', sql`char_length(${t.description}) <= 100`),
    index('beta_videos_user').on(t.userId),
  ],
);

/**
 * Comments on a wall (`climb_id` null) or on one of its climbs. The composite key keeps the wall
 * the climb's own, so a wall's recent comments can include its climbs' by `wall_id` alone.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    climbId: uuid('climb_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    created: created(),
    lastEdited: timestamp('last_edited', { withTimezone: true, mode: 'string' }),
    /** The comment's or its newest reply's time: threads with new replies come first. */
    lastActivity: timestamp('last_activity', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'comments_climb_fk',
      columns: [t.climbId, t.wallId],
      foreignColumns: [climbs.id, climbs.wallId],
    }).onDelete('cascade'),
    check('comment_not_blank', sql`char_length(btrim(${t.comment})) > 0`),
    index('comments_wall_activity').on(t.wallId, t.lastActivity, t.id),
    index('comments_climb_activity').on(t.climbId, t.lastActivity, t.id),
    index('comments_user').on(t.userId),
  ],
);

export const commentReplies = pgTable(
  'comment_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reply: text('reply').notNull(),
    created: created(),
    lastEdited: timestamp('last_edited', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('reply_not_blank', sql`char_length(btrim(${t.reply})) > 0`),
    index('comment_replies_comment').on(t.commentId, t.created),
    index('comment_replies_user').on(t.userId),
  ],
);

/**
 * A climber's list of climbs on one wall: private (its owner's) or public (kept by the wall's
 * admins, with a ranking of who has ticked its climbs). Weights are the ranking's scores.
 */
export const climbLists = pgTable(
  'climb_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    public: boolean('public').notNull().default(false),
    baseScore: integer('base_score').notNull().default(100),
    gradeIncrementScore: integer('grade_increment_score').notNull().default(20),
    flashBonusScore: integer('flash_bonus_score').notNull().default(10),
    created: created(),
  },
  (t) => [
    check('climb_list_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check('climb_list_base_score', sql`${t.baseScore} between 0 and 1000 and ${t.baseScore} % 5 = 0`),
    check(
      'climb_list_grade_increment_score',
      sql`${t.gradeIncrementScore} between 0 and 100 and ${t.gradeIncrementScore} % 5 = 0`,
    ),
    check(
      'climb_list_flash_bonus_score',
      sql`${t.flashBonusScore} between 0 and 100 and ${t.flashBonusScore} % 5 = 0`,
    ),
    // Target of climb_list_climbs' composite key.
    unique('climb_lists_id_wall').on(t.id, t.wallId),
    index('climb_lists_wall').on(t.wallId),
    index('climb_lists_owner').on(t.ownerId),
  ],
);

/** The climbs of a list; both composite keys carry the wall, so a list only holds its own wall's climbs. */
export const climbListClimbs = pgTable(
  'climb_list_climbs',
  {
    listId: uuid('list_id').notNull(),
    wallId: uuid('wall_id').notNull(),
    climbId: uuid('climb_id').notNull(),
    /** Orders a list's climbs as they were added, also within one insert. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.climbId] }),
    foreignKey({
      name: 'climb_list_climbs_list_fk',
      columns: [t.listId, t.wallId],
      foreignColumns: [climbLists.id, climbLists.wallId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'climb_list_climbs_climb_fk',
      columns: [t.climbId, t.wallId],
      foreignColumns: [climbs.id, climbs.wallId],
    }).onDelete('cascade'),
    index('climb_list_climbs_climb').on(t.climbId),
  ],
);

/**
 * Each climber's public ticks on each wall, kept by a trigger on ascents (0013_wall_pulse.sql) in the
 * statement that ticks, so the leaderboard's top climbers are an index read, not a count of every tick.
 */
export const wallClimberTicks = pgTable(
  'wall_climber_ticks',
  {
    wallId: uuid('wall_id')
      .notNull()
      .references(() => walls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicTicks: integer('public_ticks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.wallId, t.userId] }),
    index('wall_climber_ticks_top').on(t.wallId, t.publicTicks),
  ],
);

/**
 * What a climber is told (issue 46): one row per event, written by triggers in the statement that
 * makes the event (0024_notifications.sql), never for one's own doing. Each subject's row removes its
 * notifications with it; what a reader may see of the rest is decided when read
 * (access/notification-visibility.ts). `group_key` gathers one climb's ticks, one setter's new climbs
 * on one wall… into one line.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** Who did it; null for an anonymous grade vote. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    wallId: uuid('wall_id').references(() => walls.id, { onDelete: 'cascade' }),
    climbId: uuid('climb_id').references(() => climbs.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => commentReplies.id, { onDelete: 'cascade' }),
    ascentId: uuid('ascent_id').references(() => ascents.id, { onDelete: 'cascade' }),
    /** The session a climber was invited to (0033_session_invitations.sql). */
    sessionId: uuid('session_id').references(() => climbingSessions.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    created: created(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check(
      'notification_kind_known',
      sql.raw(`kind in (${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
    index('notifications_recipient_created').on(t.recipientId, t.created, t.id),
    index('notifications_recipient_unread')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    // Deleting a subject (a climb, a tick, a comment…) deletes its notifications by these.
    ...(['wallId', 'climbId', 'commentId', 'replyId', 'ascentId', 'actorId', 'sessionId'] as const).map((c) =>
      index(`notifications_${t[c].name}`)
        .on(t[c])
        .where(sql`${t[c]} is not null`),
    ),
  ],
);

/** A climber's choice of how a kind of notification reaches them; a kind without a row takes its default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    delivery: text('delivery', { enum: NOTIFICATION_DELIVERIES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'notification_delivery_known',
      sql.raw(`delivery in (${NOTIFICATION_DELIVERIES.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

/**
 * Each kind's default delivery, copied from the contract at every start (features/notifications/push),
 * so the outbox trigger reads the contract's defaults without a second copy in SQL.
 */
export const notificationDefaults = pgTable('notification_defaults', {
  kind: text('kind', { enum: NOTIFICATION_KINDS }).primaryKey(),
  delivery: text('delivery', { enum: NOTIFICATION_DELIVERIES }).notNull(),
});

/** A device's Web Push subscription (one per browser endpoint); the push service gives its keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created: created(),
  },
  (t) => [index('push_subscriptions_user_id').on(t.userId)],
);

/**
 * Pushes to send: a row per notification whose kind its recipient gets by push, written by a trigger
 * on notifications in the write's own transaction (0025_web_push.sql); the worker on each node drains it
 * with FOR UPDATE SKIP LOCKED, so no row is sent twice.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendAfter: timestamp('send_after', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    created: created(),
  },
  (t) => [
    index('push_outbox_send_after').on(t.sendAfter),
    index('push_outbox_notification_id').on(t.notificationId),
  ],
);

/** When a climber was last pushed a kind: at most one push a minute per kind, the rest batched. */
export const pushSent = pgTable(
  'push_sent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

// Climbing sessions (issue 45) keep their tables in their own file, invitations to them too.
export * from './session-schema.ts';
export * from './session-invitation-schema.ts';
