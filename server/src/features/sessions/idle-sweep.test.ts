import { SESSION_IDLE_HOURS } from '@spraybook/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbingSessionMembers, climbingSessions } from '../../db/schema/sessions.ts';
import { climbingSessionEvents } from './schema.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createSessionBus } from './live/session-bus.ts';
import { sweepIdleSessions } from './session-change.ts';

// An idle session nobody reads again is written ended by every node's sweep (docs/decisions/0217-session-rules.md).
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let wallId: string;

const start = async (who: Member, ...others: Member[]) => {
  const post = (by: Member, url: string) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: by.auth, payload: {} });
  const id = (await post(who, `/walls/${wallId}/sessions`)).json().id as string;
  for (const o of others) await post(o, `/sessions/${id}/members`);
  return id;
};
/** Sets a session's last activity back, past the trigger that stamps every change to an open one. */
const idleSince = (id: string, hours: number) =>
  t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx
      .update(climbingSessions)
      .set({ lastActivity: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(climbingSessions.id, id));
  });
const rows = (ids: string[]) =>
  t.ctx.db
    .select()
    .from(climbingSessions)
    .where(inArray(climbingSessions.id, ids))
    .orderBy(asc(climbingSessions.started));
const endedEvents = async (id: string) =>
  (
    await t.ctx.db
      .select({ kind: climbingSessionEvents.kind })
      .from(climbingSessionEvents)
      .where(eq(climbingSessionEvents.sessionId, id))
  ).filter((e) => e.kind === 'ended').length;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await t.signUp();
  wallId = await t.addWall(owner, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
});
afterAll(() => t.close());

describe('the idle sessions sweep', () => {
  it('writes ended, with their event, the sessions idle for 6 hours that nobody read again, and only those', async () => {
    const [a, b, c, d] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
    const idle = [await start(a, b), await start(c)];
    const active = await start(d);
    for (const id of idle) await idleSince(id, SESSION_IDLE_HOURS + 1);
    await idleSince(active, SESSION_IDLE_HOURS - 1);
    const bus = createSessionBus(t.database);
    try {
      // Two nodes sweeping at the same moment: each session is ended once, by one of them.
      const [one, two] = await Promise.all([
        sweepIdleSessions({ ctx: t.ctx, bus }),
        sweepIdleSessions({ ctx: t.ctx, bus }),
      ]);
      expect(one + two).toBe(2);
    } finally {
      await bus.close();
    }
    const after = await rows([...idle, active]);
    expect(after.map((r) => r.status)).toEqual(['ended', 'ended', 'open']);
    for (const r of after.slice(0, 2)) {
      expect(Date.parse(r.endedAt!) - Date.parse(r.lastActivity)).toBe(SESSION_IDLE_HOURS * 3600_000);
      expect(await endedEvents(r.id)).toBe(1);
    }
    const present = await t.ctx.db
      .select()
      .from(climbingSessionMembers)
      .where(inArray(climbingSessionMembers.sessionId, idle));
    expect(present.filter((m) => m.present)).toEqual([]);
    // Its summary exists for those who were in it, and they are free to start another.
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${idle[0]}/summary`,
      headers: b.auth,
    });
    expect([summary.statusCode, summary.json().session.state]).toEqual([200, 'ended']);
    expect(await start(b)).toEqual(expect.any(String));
  });
});
