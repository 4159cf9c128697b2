import {
  PUSH_ENDPOINT_REFUSED,
  type PushKey,
  type PushSubscriptionBody,
  type PushUnsubscribeBody,
} from '@spraybook/contract';
import { requireAppAccess } from '../../access/access.ts';
import { appAccess } from '../../access/app-access.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Invalid } from '../../http/errors.ts';
import { pushEndpointAllowed } from './push-endpoint.ts';
import { vapidKeys } from './push-keys.ts';
import { deleteSubscription, saveSubscription } from './push-subscriptions.queries.ts';

/** GET /push/key */
export async function pushKey(ctx: AppContext, caller: Caller): Promise<PushKey> {
  requireAppAccess(caller, appAccess.own_notifications);
  return { public_key: (await vapidKeys(ctx)).publicKey };
}

/** PUT /push/subscriptions: idempotent by endpoint (a browser resubscribing gives the same one). */
export async function subscribePush(ctx: AppContext, caller: Caller, body: PushSubscriptionBody) {
  const me = requireAppAccess(caller, appAccess.own_notifications);
  if (!pushEndpointAllowed(body.endpoint, ctx.config.pushEndpointsAnyHost))
    throw new Invalid(PUSH_ENDPOINT_REFUSED);
  await inTransaction(ctx.db, (tx) =>
    saveSubscription(tx, me, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }),
  );
}

/** POST /push/subscriptions/remove: signing out on this device, or turning push off for it. */
export async function unsubscribePush(ctx: AppContext, caller: Caller, body: PushUnsubscribeBody) {
  const me = requireAppAccess(caller, appAccess.own_notifications);
  await inTransaction(ctx.db, (tx) => deleteSubscription(tx, me, body.endpoint));
}
