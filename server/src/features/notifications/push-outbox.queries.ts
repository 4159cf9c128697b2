import type { NotificationKind } from '@spraybook/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificationDefaults, notificationSettings, pushOutbox, pushSent } from './schema.ts';

export interface OutboxRow {
  id: string;
  notification_id: string;
  recipient_id: string;
  kind: NotificationKind;
  attempts: number;
}

/**
 * Up to `limit` due pushes, locked for this transaction; rows another node's drain holds are skipped, so
 * N nodes draining at once never take one row twice.
 */
export async function lockDueRows(tx: Tx, limit: number): Promise<OutboxRow[]> {
  const result = await tx.execute(sql`
    select ${pushOutbox.id} as id, ${pushOutbox.notificationId} as notification_id,
      ${pushOutbox.recipientId} as recipient_id, ${pushOutbox.kind} as kind, ${pushOutbox.attempts} as attempts
    from ${pushOutbox} where ${pushOutbox.sendAfter} <= now()
    order by ${pushOutbox.sendAfter}, ${pushOutbox.id}
    limit ${limit}
    for update skip locked
  `);
  return (result as unknown as { rows: OutboxRow[] }).rows;
}

/**
 * Takes each climber's one push a minute of a kind; answers the pairs taken, not those pushed less than a
 * minute ago. The upsert locks each row, so a second drain of the same climber and kind waits for this
 * one, then sees it taken.
 */
export async function takeRateSlots(
  tx: Tx,
  pairs: { userId: string; kind: NotificationKind }[],
): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const result = await tx.execute(sql`
    insert into ${pushSent} (user_id, kind, sent_at)
    select (x->>'userId')::uuid, x->>'kind', now() from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) x
    on conflict (user_id, kind) do update set sent_at = excluded.sent_at
    where ${pushSent.sentAt} <= now() - interval '1 minute'
    returning user_id, kind
  `);
  const taken = (result as unknown as { rows: { user_id: string; kind: string }[] }).rows;
  return new Set(taken.map((r) => `${r.user_id}:${r.kind}`));
}

/**
 * Holds rows back until their climber's next push of their kind may go (its slot's time plus a minute):
 * they are batched into it. One statement for the whole batch.
 */
export async function deferToNextSlot(tx: Tx, ids: string[]) {
  if (!ids.length) return;
  await tx.execute(sql`
    update ${pushOutbox} set send_after = ${pushSent.sentAt} + interval '1 minute'
    from ${pushSent}
    where ${inArray(pushOutbox.id, ids)}
      and ${pushSent.userId} = ${pushOutbox.recipientId} and ${pushSent.kind} = ${pushOutbox.kind}
  `);
}

/**
 * Leases rows to this drain while it sends, outside any transaction: no other drain takes them before
 * `seconds`, and a node that dies sending leaves them to be retried then.
 */
export async function leaseRows(tx: Tx, ids: string[], seconds: number) {
  if (!ids.length) return;
  await tx
    .update(pushOutbox)
    .set({
      attempts: sql`${pushOutbox.attempts} + 1`,
      sendAfter: sql`now() + make_interval(secs => ${seconds})`,
    })
    .where(inArray(pushOutbox.id, ids));
}

export async function deleteRows(tx: Tx, ids: string[]) {
  if (ids.length) await tx.delete(pushOutbox).where(inArray(pushOutbox.id, ids));
}

/** Failed sends are tried again, each after its own `seconds` (one statement for the batch). */
export async function retryRowsAfter(tx: Tx, rows: { ids: string[]; seconds: number }[]) {
  const each = rows.flatMap(({ ids, seconds }) => ids.map((id) => ({ id, seconds })));
  if (!each.length) return;
  await tx.execute(sql`
    update ${pushOutbox} set send_after = now() + make_interval(secs => (x->>'seconds')::int)
    from jsonb_array_elements(${JSON.stringify(each)}::jsonb) x
    where ${pushOutbox.id} = (x->>'id')::uuid
  `);
}

/** Nothing was sent after all (every device failed): these climbers' slots of a kind are free again. */
export async function freeRateSlots(tx: Tx, pairs: { userId: string; kind: NotificationKind }[]) {
  if (!pairs.length) return;
  await tx.execute(sql`
    delete from ${pushSent} using jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) x
    where ${pushSent.userId} = (x->>'userId')::uuid and ${pushSent.kind} = x->>'kind'
  `);
}

/** The kinds these climbers chose a delivery for (the rest take the contract's default). */
export async function chosenDeliveries(db: Tx, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({
      userId: notificationSettings.userId,
      kind: notificationSettings.kind,
      delivery: notificationSettings.delivery,
    })
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds));
}

/** Copies the contract's default deliveries where the outbox trigger reads them (at every start). */
export async function saveNotificationDefaults(
  tx: Tx,
  defaults: { kind: NotificationKind; delivery: 'app' | 'push' | 'off' }[],
) {
  await tx
    .insert(notificationDefaults)
    .values(defaults)
    .onConflictDoUpdate({ target: notificationDefaults.kind, set: { delivery: sql`excluded.delivery` } });
}
