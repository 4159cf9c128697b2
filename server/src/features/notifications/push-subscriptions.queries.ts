import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pushSent, pushSubscriptions } from './schema.ts';

export interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Subscribes a device; an endpoint known already (the same device again, or another account's) moves here. */
export async function saveSubscription(tx: Tx, me: string, device: DeviceKeys) {
  await tx
    .insert(pushSubscriptions)
    .values({ userId: me, ...device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: me, p256dh: device.p256dh, auth: device.auth },
    });
}

export async function deleteSubscription(tx: Tx, me: string, endpoint: string) {
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, me), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Signing out everywhere and deleting the account: no device of theirs is pushed to again. */
export async function deleteSubscriptionsOf(tx: Tx, userId: string) {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(pushSent).where(eq(pushSent.userId, userId));
}

/** The devices of these climbers. */
export async function subscriptionsOf(db: Tx, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}

/** A push service answered 404 or 410: the device unsubscribed or the subscription expired. */
export async function dropSubscriptions(db: Tx, ids: string[]) {
  if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** For the data export: which devices, not their keys. */
export async function exportSubscriptions(db: Tx, me: string) {
  const result = await db.execute(sql`
    select ${pushSubscriptions.endpoint} as endpoint, ${pushSubscriptions.created} as created
    from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${me}
    order by ${pushSubscriptions.created}
  `);
  return (result as unknown as { rows: { endpoint: string; created: string }[] }).rows;
}
