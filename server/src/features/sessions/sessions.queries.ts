import { SESSION_IDLE_HOURS } from '@spraybook/contract';
import { and, asc, eq, gt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queriesOn } from '../../db/queries-on.ts';
import { ascents } from '../../db/schema/ascents.ts';
import {
  climbingSessionAttempts as attempts,
  climbingSessionMembers as members,
  climbingSessions as sessions,
} from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { walls } from '../../db/schema/walls.ts';
import {
  climbingSessionClimbs as climbsBeenOn,
  climbingSessionEvents as events,
  climbingSessionQueue as queue,
} from './schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
const idle = sql`make_interval(hours => ${SESSION_IDLE_HOURS})`;

/** Locks a session for a change: its row, and whether it is still open (an idle one has ended). */
export async function lockSession(tx: Tx, id: string) {
  const [found] = await tx
    .select({
      row: sessions,
      open: sql<boolean>`${sessions.status} = 'open' and ${sessions.lastActivity} > now() - ${idle}`,
    })
    .from(sessions)
    .where(eq(sessions.id, id))
    .for('update');
  return found;
}

export async function insertSession(tx: Tx, wallId: string, starterId: string, climbId: string | null) {
  const [row] = await tx
    .insert(sessions)
    .values({ wallId, starterId, currentClimbId: climbId })
    .returning({ id: sessions.id });
  return row!.id;
}

/** Joins, or comes back to, a session. */
export async function upsertMember(tx: Tx, sessionId: string, userId: string) {
  await tx
    .insert(members)
    .values({ sessionId, userId })
    .onConflictDoUpdate({ target: [members.sessionId, members.userId], set: { present: true } });
}

export async function leaveMember(tx: Tx, sessionId: string, userId: string) {
  await tx
    .update(members)
    .set({ present: false })
    .where(and(eq(members.sessionId, sessionId), eq(members.userId, userId), eq(members.present, true)));
}

export async function setCurrentClimb(tx: Tx, sessionId: string, climbId: string | null) {
  await tx.update(sessions).set({ currentClimbId: climbId }).where(eq(sessions.id, sessionId));
}

export async function endSessionRow(tx: Tx, sessionId: string) {
  await tx
    .update(sessions)
    .set({ status: 'ended', endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'open')));
}

/**
 * Ends the open sessions idle for SESSION_IDLE_HOURS among those given (a session, the ones a climber is
 * present in, or the oldest `any` of every wall's that no other transaction holds: the sweep, which several
 * nodes run at once without waiting on each other or ending one twice), at their last activity plus that time;
 * the ids it ended.
 */
export async function endIdleSessions(
  tx: Tx,
  which: { sessionId: string } | { userId: string } | { any: number },
) {
  const scope =
    'sessionId' in which
      ? eq(sessions.id, which.sessionId)
      : 'userId' in which
        ? sql`${sessions.id} in (select ${members.sessionId} from ${members}
          where ${members.userId} = ${which.userId} and ${members.present})`
        : sql`${sessions.id} in (select ${sessions.id} from ${sessions}
          where ${sessions.status} = 'open' and ${sessions.lastActivity} <= now() - ${idle}
          order by ${sessions.lastActivity} limit ${which.any} for update skip locked)`;
  const rows = await tx
    .update(sessions)
    .set({ status: 'ended', endedAt: sql`${sessions.lastActivity} + ${idle}` })
    .where(and(scope, eq(sessions.status, 'open'), sql`${sessions.lastActivity} <= now() - ${idle}`))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** The open session the climber is present in. */
export async function presentSessionOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: members.sessionId })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.present, true)));
  return row?.id;
}

export async function queuedClimbs(tx: Tx, sessionId: string) {
  const rows = await tx
    .select({ climbId: queue.climbId })
    .from(queue)
    .where(eq(queue.sessionId, sessionId))
    .orderBy(asc(queue.position));
  return rows.map((r) => r.climbId);
}

export async function enqueue(tx: Tx, sessionId: string, climbId: string, addedBy: string) {
  const last = tx
    .select({ p: sql`coalesce(${max(queue.position)}, 0) + 1` })
    .from(queue)
    .where(eq(queue.sessionId, sessionId));
  await tx.insert(queue).values({ sessionId, climbId, addedBy, position: sql`(${last})` });
}

export async function dequeue(tx: Tx, sessionId: string, climbId: string) {
  const rows = await tx
    .delete(queue)
    .where(and(eq(queue.sessionId, sessionId), eq(queue.climbId, climbId)))
    .returning({ climbId: queue.climbId });
  return rows.length > 0;
}

export async function setQueueOrder(tx: Tx, sessionId: string, climbIds: string[]) {
  if (!climbIds.length) return;
  await tx.execute(sql`update ${queue} set position = o.n
    from unnest(array[${sql.join(
      climbIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]) with ordinality o(id, n)
    where ${queue.sessionId} = ${sessionId} and ${queue.climbId} = o.id`);
}

export async function insertAttempt(
  tx: Tx,
  values: { sessionId: string; userId: string; climbId: string; sent?: boolean; ascentId?: string },
) {
  await tx.insert(attempts).values(values);
}

/** The climber's tries on a climb in every session: how many since their last send there, and whether any. */
export async function priorAttempts(tx: Tx, userId: string, climbId: string) {
  const [row] = await tx
    .select({
      any: sql<number>`count(*)::int`,
      sinceSend: sql<number>`count(*) filter (where not ${attempts.sent} and ${attempts.created} >
        coalesce((select max(s.created) from ${attempts} s where s.user_id = ${userId} and s.climb_id = ${climbId}
          and s.sent), '-infinity'))::int`,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.climbId, climbId)));
  return row!;
}

/** Whether the climb has been the session's current climb (now or earlier: kept by a trigger, 0030). */
export async function climbHasBeenOn(tx: Tx, sessionId: string, climbId: string) {
  const [row] = await tx
    .select({ climbId: climbsBeenOn.climbId })
    .from(climbsBeenOn)
    .where(and(eq(climbsBeenOn.sessionId, sessionId), eq(climbsBeenOn.climbId, climbId)));
  return !!row;
}

/** Whether the climber has a tick of the climb, made in a session or not. */
export async function hasTicked(tx: Tx, userId: string, climbId: string) {
  const [row] = await tx
    .select({ id: ascents.id })
    .from(ascents)
    .where(and(eq(ascents.userId, userId), eq(ascents.climbId, climbId)))
    .limit(1);
  return !!row;
}

/** The session's next event id, taken: its new `last_event_id`. */
export async function nextEventId(tx: Tx, sessionId: string) {
  const [row] = await tx
    .update(sessions)
    .set({ lastEventId: sql`${sessions.lastEventId} + 1` })
    .where(eq(sessions.id, sessionId))
    .returning({ id: sessions.lastEventId });
  return row!.id;
}

export async function insertEvent(tx: Tx, values: typeof events.$inferInsert) {
  await tx.insert(events).values(values);
}

export async function deleteEventsUpTo(tx: Tx, sessionId: string, upTo: number) {
  if (upTo < 1) return;
  await tx.delete(events).where(and(eq(events.sessionId, sessionId), lte(events.id, upTo)));
}

export async function eventsAfter(tx: Tx, sessionId: string, after: number) {
  return tx
    .select({ id: events.id, kind: events.kind, data: events.data })
    .from(events)
    .where(and(eq(events.sessionId, sessionId), gt(events.id, after)))
    .orderBy(asc(events.id));
}

/**
 * What a session's answer is made of (in a write's transaction too: one query at a time there); `triesShown`
 * (access/session-tries-visibility.ts) keeps to the tries a reader outside the session may see.
 */
export async function sessionParts(tx: Tx, sessionId: string, triesShown?: SQL) {
  const [head] = await tx
    .select({ row: sessions, wallName: walls.name })
    .from(sessions)
    .innerJoin(walls, eq(walls.id, sessions.wallId))
    .where(eq(sessions.id, sessionId));
  if (!head) return undefined;
  const [memberRows, queued, tries] = await queriesOn(tx, [
    () =>
      tx
        .select({
          userId: members.userId,
          displayName: users.displayName,
          present: members.present,
          joined: members.joined,
        })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(eq(members.sessionId, sessionId))
        .orderBy(asc(members.joined), asc(members.userId)),
    () => queuedClimbs(tx, sessionId),
    () => attemptsIn(tx, sessionId, triesShown),
  ]);
  return { ...head, members: memberRows, queue: queued, attempts: tries };
}

/** Each member's tries per climb of a session (those `shown`, if given), climbs in the order they were first tried. */
export async function attemptsIn(tx: Tx, sessionId: string, shown?: SQL) {
  return tx
    .select({
      userId: attempts.userId,
      climbId: attempts.climbId,
      attempts: sql<number>`count(*)::int`,
      sent: sql<boolean>`bool_or(${attempts.sent})`,
      first: sql<string>`min(${attempts.created})`,
    })
    .from(attempts)
    .where(and(eq(attempts.sessionId, sessionId), shown))
    .groupBy(attempts.userId, attempts.climbId)
    .orderBy(sql`min(${attempts.created})`, attempts.userId);
}

/** The caller's own figures on a climb: sessions, tries (sends included) and their newest tick's date. */
export async function climberFigures(tx: Tx, userId: string, climbId: string) {
  const [row] = await tx
    .select({
      sessions: sql<number>`count(distinct ${attempts.sessionId})::int`,
      attempts: sql<number>`count(*)::int`,
      sentOn: sql<string | null>`(select max(${ascents.ascentDate})::text from ${ascents}
        where ${ascents.userId} = ${userId} and ${ascents.climbId} = ${climbId})`,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.climbId, climbId)));
  return row!;
}
