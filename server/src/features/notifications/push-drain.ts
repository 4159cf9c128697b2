import {
  DEFAULT_NOTIFICATION_DELIVERY,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@spraybook/contract';
import { notificationsShownToRecipients } from '../../access/notification-visibility.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { actorRows, pushRows, type PushRow } from './notifications.queries.ts';
import {
  chosenDeliveries,
  deferToNextSlot,
  deleteRows,
  freeRateSlots,
  leaseRows,
  lockDueRows,
  retryRowsAfter,
  saveNotificationDefaults,
  takeRateSlots,
  type OutboxRow,
} from './push-outbox.queries.ts';
import { pushPayload } from './push-payload.ts';
import { vapidKeys } from './push-keys.ts';
import { sendPush, type SendOutcome } from './push-send.ts';
import { dropSubscriptions, subscriptionsOf } from './push-subscriptions.queries.ts';

/** Rows one drain takes at a time. */
const BATCH = 500;
/** A drain's hold on the rows it is sending: after this another drain may take them (this one died). */
const LEASE_SECONDS = 120;
/** A push that failed on every device is tried again after 1, 2, 4… minutes, then given up. */
const MAX_ATTEMPTS = 6;
const backoffSeconds = (attempts: number) => 60 * 2 ** Math.max(0, attempts - 1);
/** Requests in flight to the push services at once. */
const IN_FLIGHT = 64;

export interface DrainResult {
  /** Pushes that reached at least one device. */
  sent: number;
  /** Notifications held back to be batched into the next push of their kind. */
  deferred: number;
  /** Notifications not pushed: hidden from their reader now, set to in the app, or no device left. */
  dropped: number;
  /** Pushes that failed on every device, to retry. */
  failed: number;
}

interface Job {
  userId: string;
  kind: NotificationKind;
  rowIds: string[];
  attempts: number;
  payload: string;
  devices: Awaited<ReturnType<typeof subscriptionsOf>>;
}

/** The outbox trigger reads each kind's default from the database: copy the contract's there. */
export async function saveDefaultDeliveries(ctx: AppContext) {
  await inTransaction(ctx.db, (tx) =>
    saveNotificationDefaults(
      tx,
      NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: DEFAULT_NOTIFICATION_DELIVERY[kind] })),
    ),
  );
}

/**
 * Sends what is due in the push outbox until none is left: per climber and kind one push at most a
 * minute, saying all that was batched since. Rows are taken FOR UPDATE SKIP LOCKED and leased in a
 * short transaction, sent outside it (a slow push service holds no lock and, on PGlite, no connection),
 * then settled: done rows deleted, dead subscriptions (404/410) dropped, failures retried with back-off.
 */
export async function drainPushOutbox(ctx: AppContext): Promise<DrainResult> {
  const total: DrainResult = { sent: 0, deferred: 0, dropped: 0, failed: 0 };
  const none: Taken = { jobs: [], taken: 0 };
  let next: Promise<Taken> | null = takeJobs(ctx, total);
  for (;;) {
    const { jobs, taken }: Taken = await next!;
    if (!taken) return total;
    // With a PostgreSQL server the next batch is taken while this one is sent: the database and the push
    // services work at once. PGlite runs in this thread: taking would stall the sends until they time out.
    const pipelined = ctx.config.databaseUrl !== null;
    next = taken < BATCH ? Promise.resolve(none) : pipelined ? takeJobs(ctx, total) : null;
    // Awaited at the top of the loop; a failure of this batch's sending must not leave it unobserved.
    next?.catch(() => undefined);
    const outcomes = await sendAll(ctx, jobs);
    await settle(ctx, jobs, outcomes, total);
    next ??= takeJobs(ctx, total);
  }
}

interface Taken {
  jobs: Job[];
  /** Rows taken, including those dropped or deferred. */
  taken: number;
}

async function takeJobs(ctx: AppContext, total: DrainResult): Promise<Taken> {
  return inTransaction(ctx.db, async (tx) => {
    const rows = await lockDueRows(tx, BATCH);
    const jobs = await jobsFor(tx, [...groupByRecipientAndKind(rows)], total);
    await leaseRows(
      tx,
      jobs.flatMap((j) => j.rowIds),
      LEASE_SECONDS,
    );
    return { jobs, taken: rows.length };
  });
}

/**
 * Each climber's due rows of one kind: what to push now. Rows whose kind is no longer Push, that their
 * reader may not see now, or for a climber without a device are dropped; rows within a minute of the
 * climber's last push of their kind wait for the next. A statement each for the whole batch: the access
 * rule answers for every row's own recipient at once (`notificationsShownToRecipients`).
 */
async function jobsFor(tx: Tx, groups: OutboxRow[][], total: DrainResult): Promise<Job[]> {
  const userIds = [...new Set(groups.map((g) => g[0]!.recipient_id))];
  const chosen = new Map(
    (await chosenDeliveries(tx, userIds)).map((r) => [`${r.userId}:${r.kind}`, r.delivery]),
  );
  const devices = new Map<string, Job['devices']>();
  for (const device of await subscriptionsOf(tx, userIds)) {
    devices.set(device.userId, [...(devices.get(device.userId) ?? []), device]);
  }
  const pushable = new Set(
    groups.filter((group) => {
      const { recipient_id: userId, kind } = group[0]!;
      const wantsPush = (chosen.get(`${userId}:${kind}`) ?? DEFAULT_NOTIFICATION_DELIVERY[kind]) === 'push';
      return wantsPush && devices.has(userId);
    }),
  );
  // The access module decides again what each reader may see now: newest first, as the push tells it.
  const shownRows = await pushRows(
    tx,
    notificationsShownToRecipients(),
    [...pushable].flatMap((group) => group.map((r) => r.notification_id)),
  );
  const shownOf = new Map<string, PushRow[]>();
  for (const row of shownRows) {
    const key = `${row.recipient_id}:${row.kind}`;
    shownOf.set(key, [...(shownOf.get(key) ?? []), row]);
  }
  const candidates: { group: OutboxRow[]; shown: PushRow[] }[] = [];
  const dropped: string[] = [];
  for (const group of groups) {
    const { recipient_id: userId, kind } = group[0]!;
    const ids = new Set(group.map((r) => r.notification_id));
    const shown = pushable.has(group)
      ? (shownOf.get(`${userId}:${kind}`) ?? []).filter((r) => ids.has(r.id))
      : [];
    if (shown.length) candidates.push({ group, shown });
    else dropped.push(...group.map((r) => r.id));
  }
  await deleteRows(tx, dropped);
  total.dropped += dropped.length;
  const taken = await takeRateSlots(
    tx,
    candidates.map(({ group }) => ({ userId: group[0]!.recipient_id, kind: group[0]!.kind })),
  );
  const actorIds = candidates.flatMap(({ shown }) => shown.flatMap((r) => (r.actor_id ? [r.actor_id] : [])));
  const actors = new Map((await actorRows(tx, [...new Set(actorIds)])).map((a) => [a.id, a]));
  const jobs: Job[] = [];
  const deferred: string[] = [];
  for (const { group, shown } of candidates) {
    const { recipient_id: userId, kind } = group[0]!;
    const ids = group.map((r) => r.id);
    if (!taken.has(`${userId}:${kind}`)) {
      deferred.push(...ids);
      continue;
    }
    total.dropped += group.length - shown.length;
    jobs.push({
      userId,
      kind,
      rowIds: ids,
      attempts: Math.max(...group.map((r) => r.attempts)) + 1,
      payload: JSON.stringify(pushPayload(shown, actors)),
      devices: devices.get(userId)!,
    });
  }
  await deferToNextSlot(tx, deferred);
  total.deferred += deferred.length;
  return jobs;
}

function groupByRecipientAndKind(rows: OutboxRow[]) {
  const groups = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    const key = `${row.recipient_id}:${row.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups.values();
}

/** Every job's every device, `IN_FLIGHT` requests at a time; outcomes in the jobs' and devices' order. */
async function sendAll(ctx: AppContext, jobs: Job[]): Promise<SendOutcome[][]> {
  const vapid = await vapidKeys(ctx);
  const tasks = jobs.flatMap((job, j) => job.devices.map((device, d) => ({ job, j, device, d })));
  const outcomes = jobs.map((job) => job.devices.map((): SendOutcome => 'failed'));
  let next = 0;
  const worker = async () => {
    for (let task = tasks[next++]; task; task = tasks[next++]) {
      outcomes[task.j]![task.d] = await sendPush(task.device, task.job.payload, vapid);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, tasks.length) }, worker));
  return outcomes;
}

async function settle(ctx: AppContext, jobs: Job[], outcomes: SendOutcome[][], total: DrainResult) {
  const done: string[] = [];
  const retried: Job[] = [];
  for (const [j, job] of jobs.entries()) {
    const results = outcomes[j]!;
    if (results.includes('sent')) total.sent++;
    if (!results.includes('failed') || results.includes('sent') || job.attempts >= MAX_ATTEMPTS) {
      // Delivered, or no device left to try, or tried long enough.
      if (!results.includes('sent')) total.dropped += job.rowIds.length;
      done.push(...job.rowIds);
    } else {
      total.failed++;
      retried.push(job);
    }
  }
  const gone = jobs.flatMap((job, j) => job.devices.filter((_, d) => outcomes[j]![d] === 'gone'));
  await inTransaction(ctx.db, async (tx) => {
    await dropSubscriptions(
      tx,
      gone.map((device) => device.id),
    );
    await deleteRows(tx, done);
    await freeRateSlots(
      tx,
      retried.map(({ userId, kind }) => ({ userId, kind })),
    );
    await retryRowsAfter(
      tx,
      retried.map((job) => ({ ids: job.rowIds, seconds: backoffSeconds(job.attempts) })),
    );
  });
}
