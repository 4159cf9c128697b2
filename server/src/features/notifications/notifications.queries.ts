import type { NotificationKind } from '@spraybook/contract';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deleteSubscriptionsOf } from './push-subscriptions.queries.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { walls } from '../../db/schema/walls.ts';
import { notificationSettings } from './schema.ts';

export interface NotificationGroupRow {
  id: string;
  kind: NotificationKind;
  /** The group's newest event in UTC to the microsecond: the keyset cursor, exact where a Date is not. */
  cursor: string;
  read: boolean;
  count: number;
  /** Who did each event, newest first, with repeats; null for an anonymous grade vote. */
  actor_ids: (string | null)[];
  flashes: number;
  wall_id: string | null;
  wall_name: string | null;
  climb_id: string | null;
  climb_name: string | null;
  comment_id: string | null;
  session_id: string | null;
}

/** A notification group: one group key on one day (UTC), so a climb's ticks today are one line. */
const DAY = sql`(${notifications.created} at time zone 'UTC')::date`;

/**
 * The reader's notifications they may see now (`shown`, the access module's `notificationsShownTo`)
 * and have not turned off, each joined with its wall, climb and tick for the rule and the names.
 */
function visible(me: string, shown: SQL, opts: { offToo?: boolean } = {}) {
  return visibleToReader(sql`${me}`, shown, opts);
}

/** `visible` for a reader given as SQL: `me`, or each notification's own recipient (the push worker's batch). */
function visibleToReader(reader: SQL, shown: SQL, opts: { offToo?: boolean } = {}) {
  const off = sql`(select ${notificationSettings.kind} from ${notificationSettings}
    where ${notificationSettings.userId} = ${reader} and ${notificationSettings.delivery} = 'off')`;
  const notOff = opts.offToo ? sql`` : sql`and ${notifications.kind} not in ${off}`;
  return sql`from ${notifications}
    left join ${walls} on ${walls.id} = ${notifications.wallId}
    left join ${climbs} on ${climbs.id} = ${notifications.climbId}
    left join ${ascents} on ${ascents.id} = ${notifications.ascentId}
    where ${notifications.recipientId} = ${reader} ${notOff} and ${shown}`;
}

/** The newest of a group's values: its columns all name one place, but take the newest to be sure. */
const newest = (column: SQL) =>
  sql`(array_agg(${column} order by ${notifications.created} desc, ${notifications.id} desc))[1]`;

/** One page of the reader's notification groups, newest first, `limit + 1` of them below `before`. */
export async function notificationGroupRows(
  db: Tx,
  opts: { me: string; shown: SQL; limit: number; before?: { created: string; id: string } },
): Promise<NotificationGroupRow[]> {
  const below = opts.before
    ? sql`where (created, id) < (${opts.before.created}::timestamptz, ${opts.before.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select * from (
      select ${newest(sql`${notifications.id}`)} as id, ${newest(sql`${notifications.kind}`)} as kind,
        max(${notifications.created}) as created,
        to_char(max(${notifications.created}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor,
        bool_and(${notifications.readAt} is not null) as read, count(*)::int as count,
        array_agg(${notifications.actorId} order by ${notifications.created} desc, ${notifications.id} desc) as actor_ids,
        (count(*) filter (where ${ascents.ascentType} = 'flash'))::int as flashes,
        ${newest(sql`${notifications.wallId}`)} as wall_id, ${newest(sql`${walls.name}`)} as wall_name,
        ${newest(sql`${notifications.climbId}`)} as climb_id, ${newest(sql`${climbs.name}`)} as climb_name,
        ${newest(sql`${notifications.commentId}`)} as comment_id,
        ${newest(sql`${notifications.sessionId}`)} as session_id
      ${visible(opts.me, opts.shown)}
      group by ${notifications.groupKey}, ${DAY}
    ) as groups
    ${below}
    order by created desc, id desc
    limit ${opts.limit + 1}
  `);
  // Both drivers (node-postgres and PGlite) answer raw SQL with its rows under `rows`.
  return (result as unknown as { rows: NotificationGroupRow[] }).rows;
}

/** How many of the reader's groups they may see hold an unread notification. */
export async function unreadGroupCount(db: Tx, me: string, shown: SQL): Promise<number> {
  const result = await db.execute(sql`
    select count(distinct (${notifications.groupKey}, ${DAY}))::int as unread
    ${visible(me, shown)} and ${notifications.readAt} is null
  `);
  return (result as unknown as { rows: { unread: number }[] }).rows[0]?.unread ?? 0;
}

/** The reader's notification `id` if they may see it now: its group key and day. */
export async function visibleNotification(db: Tx, me: string, shown: SQL, id: string) {
  const result = await db.execute(sql`
    select ${notifications.groupKey} as group_key, ${DAY}::text as day
    ${visible(me, shown)} and ${notifications.id} = ${id}
  `);
  return (result as unknown as { rows: { group_key: string; day: string }[] }).rows[0];
}

export interface PushRow {
  id: string;
  recipient_id: string;
  kind: NotificationKind;
  actor_id: string | null;
  wall_id: string | null;
  wall_name: string | null;
  climb_id: string | null;
  climb_name: string | null;
  session_id: string | null;
  flash: boolean;
}

/**
 * Of notifications `ids`, those their own recipients may see now (`shown`, the access module's
 * `notificationsShownToRecipients`) and have not turned off, newest first, with what a push says of them:
 * the worker checks a whole batch again when it sends, in one query, through the same rule as the page.
 */
export async function pushRows(db: Tx, shown: SQL, ids: string[]): Promise<PushRow[]> {
  if (!ids.length) return [];
  const result = await db.execute(sql`
    select ${notifications.id} as id, ${notifications.recipientId} as recipient_id, ${notifications.kind} as kind,
      ${notifications.actorId} as actor_id, ${notifications.wallId} as wall_id, ${walls.name} as wall_name,
      ${notifications.climbId} as climb_id, ${climbs.name} as climb_name,
      ${notifications.sessionId} as session_id,
      coalesce(${ascents.ascentType} = 'flash', false) as flash
    ${visibleToReader(sql`${notifications.recipientId}`, shown)} and ${inArray(notifications.id, ids)}
    order by ${notifications.created} desc, ${notifications.id} desc
  `);
  return (result as unknown as { rows: PushRow[] }).rows;
}

/** Marks the reader's unread notifications of one group read. */
export async function markGroupRead(tx: Tx, me: string, group: { group_key: string; day: string }) {
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.recipientId, me),
        eq(notifications.groupKey, group.group_key),
        sql`${DAY} = ${group.day}::date`,
        isNull(notifications.readAt),
      ),
    );
}

/** Marks every unread notification of the reader read, those they may not see now too. */
export async function markAllRead(tx: Tx, me: string) {
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.recipientId, me), isNull(notifications.readAt)));
}

/** The people named in notifications, by id. */
export async function actorRows(db: Tx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, displayName: users.displayName, deleted: users.deleted })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The kinds the reader chose a delivery for; the rest take their default. */
export async function settingRows(db: Tx, me: string) {
  return db
    .select({ kind: notificationSettings.kind, delivery: notificationSettings.delivery })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, me));
}

export async function saveSettings(
  tx: Tx,
  me: string,
  settings: { kind: NotificationKind; delivery: 'app' | 'push' | 'off' }[],
) {
  if (!settings.length) return;
  await tx
    .insert(notificationSettings)
    .values(settings.map((s) => ({ userId: me, ...s })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { delivery: sql`excluded.delivery` },
    });
}

/** Of the reader's notifications they may see now, turned off or not, what their data export holds. */
export async function exportRows(db: Tx, me: string, shown: SQL) {
  const result = await db.execute(sql`
    select ${notifications.kind} as kind, ${notifications.created} as created, ${notifications.readAt} as read_at,
      ${notifications.actorId} as actor_id, ${notifications.wallId} as wall_id, ${notifications.climbId} as climb_id
    ${visible(me, shown, { offToo: true })}
    order by ${notifications.created} desc, ${notifications.id} desc
  `);
  return (
    result as unknown as {
      rows: {
        kind: NotificationKind;
        created: string;
        read_at: string | null;
        actor_id: string | null;
        wall_id: string | null;
        climb_id: string | null;
      }[];
    }
  ).rows;
}

/**
 * Deleting an account: its own notifications, settings and push devices go, and the notifications its follows made
 * (the follows go with it); what others were told of its ticks and comments stays, as 'Deleted user''s.
 */
export async function deleteNotificationsOf(tx: Tx, userId: string) {
  await tx.delete(notifications).where(eq(notifications.recipientId, userId));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.actorId, userId), eq(notifications.kind, 'follow')));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await deleteSubscriptionsOf(tx, userId);
}
