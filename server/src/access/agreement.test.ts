import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascents as ascentsTable } from '../db/schema/ascents.ts';
import { climbs as climbsTable } from '../db/schema/climbs.ts';
import { notifications } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { walls as wallsTable } from '../db/schema/walls.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { requireAccess } from './access.ts';
import { ascentAccess } from './ascent-access.ts';
import type { Caller } from './caller.ts';
import { climbAccess } from './climb-access.ts';
import { climbListAccess } from './climb-list-access.ts';
import { sessionAccess } from './session-access.ts';
import { notificationsShownToRecipients } from './notification-visibility.ts';
import { wallAccess } from './wall-access.ts';

// Agreement: what the feed, the leaderboard, a list's climbs and rankings and a climb's votes show
// each caller agrees with `wall.read`, `climb.read`, `ascent.read` and `climb_list.read`, for every
// caller state, on a public, a private and an archived wall, with published climbs and drafts, public
// and private ticks. Among them: a wall admin's own draft on a public list, and public ticks of drafts.
// The personal feed too, with a fourth wall made private after its events, and each one's notifications.
// Climbing sessions too: one on each wall, and who reads it, its summary and the caller's current one.
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
interface Who {
  name: string;
  caller: Caller;
  headers: Record<string, string>;
}
interface Tick {
  id: string;
  userId: string;
  climbId: string;
  public: boolean;
}
interface Vote {
  id: string;
  userId: string;
  public: boolean;
}
interface WallSetup {
  name: string;
  id: string;
  climbs: { id: string; setterId: string }[];
  ticks: Tick[];
  lists: { id: string; climbIds: string[] }[];
  votes: Map<string, Vote[]>;
}

const who: Who[] = [];
const walls: WallSetup[] = [];
const sessions: string[] = [];
const sharedSessions: { id: string; wallId: string }[] = [];

type Read =
  | typeof wallAccess.read
  | typeof climbAccess.read
  | typeof ascentAccess.read
  | typeof climbListAccess.read
  | typeof sessionAccess.read;
const allowed = (caller: Caller, permission: Read, id: string) =>
  requireAccess(t.ctx, caller, permission, id).then(
    () => true,
    () => false,
  );

const call = async (by: Member, method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: by.auth, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
};
const get = (w: Who, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: w.headers });

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  const [owner, admin, invited, setter, stranger, deleted] = await Promise.all(
    Array.from({ length: 6 }, () => t.signUp()),
  );
  const registered = { owner, admin, invited, setter, stranger } as const;
  for (const [name, m] of Object.entries(registered)) {
    who.push({ name, caller: { state: 'registered', userId: m!.user.id }, headers: m!.auth });
  }
  who.push({ name: 'visitor', caller: { state: 'visitor' }, headers: {} });
  who.push({
    name: 'unregistered',
    caller: { state: 'unregistered' },
    headers: { authorization: `Bearer ${await t.tokenFor('agreement-never-registered')}` },
  });
  who.push({
    name: 'deleted',
    caller: { state: 'deleted', userId: deleted!.user.id },
    headers: deleted!.auth,
  });

  // Everyone registered follows everyone else, so each personal feed could show every event.
  const members = Object.values(registered);
  for (const by of members)
    for (const target of members)
      if (by !== target) await call(by!, 'POST', `/users/${by!.user.id}/follow/${target!.user.id}`, {});

  for (const kind of ['public', 'private', 'archived', 'privatised'] as const) {
    const isPrivate = kind === 'private';
    const id = await t.addWall(owner!, {
      base64_image: jpeg,
      private: isPrivate,
      admin_users: [admin!.user.id],
      invited_users: isPrivate ? [invited!.user.id, setter!.user.id, deleted!.user.id] : [],
    });
    const { holdIds } = await traceHolds(t, owner!, id, 2);
    // A fan of the wall is told of its new climbs (a private wall's fan is a member).
    const fan = isPrivate ? invited! : stranger!;
    await call(fan, 'PUT', `/users/${fan.user.id}/favorite-walls`, { id });
    const climb = async (by: Member, draft: boolean) =>
      (await call(by, 'POST', '/climbs', climbBody(id, holdIds, { draft, grade: 12 }))).id as string;
    const published = await climb(setter!, false);
    const setterDraft = await climb(setter!, true);
    const adminDraft = await climb(admin!, true);
    const ticks: Tick[] = [];
    const tick = async (by: Member, climbId: string, isPublic: boolean) =>
      ticks.push({
        id: (
          await call(by, 'POST', '/ascents', {
            climb_id: climbId,
            ascent_date: '2026-11-20',
            ascent_type: 'flash',
            attempts: 1,
            public: isPublic,
          })
        ).id,
        userId: by.user.id,
        climbId,
        public: isPublic,
      });
    await tick(setter!, setterDraft, true);
    await tick(setter!, published, true);
    await tick(admin!, adminDraft, true);
    await tick(admin!, published, false);
    await tick(invited!, published, true);
    await tick(invited!, published, false);
    if (isPrivate) await tick(deleted!, published, true);
    else await tick(stranger!, published, true);
    // Comments tell the setter (on the climb) and the owner and admin (on the wall).
    const remark = (by: Member, related_type: string, related_id: string) =>
      call(by, 'POST', '/comments', { comment: 'Nice', related_type, related_id });
    await remark(invited!, 'climb', published);
    await remark(setter!, 'wall', id);
    const votes: Vote[] = [];
    const vote = async (by: Member, kind: string, value: number, isPublic: boolean) =>
      votes.push({
        id: (await call(by, 'POST', `/climbs/${published}/${kind}`, { value, public: isPublic })).id,
        userId: by.user.id,
        public: isPublic,
      });
    await vote(invited!, 'rating_votes', 3, false);
    await vote(owner!, 'rating_votes', 2, true);
    await vote(admin!, 'grade_votes', 14, false);
    // The leak the agreement must catch: an admin's own draft on a public list.
    const publicList = [published, adminDraft];
    const privateList = [published, setterDraft];
    const lists = [
      {
        id: (
          await call(admin!, 'POST', '/climb-lists', {
            wall_id: id,
            name: 'League',
            public: true,
            climb_ids: publicList,
          })
        ).id,
        climbIds: publicList,
      },
      {
        id: (
          await call(setter!, 'POST', '/climb-lists', { wall_id: id, name: 'Mine', climb_ids: privateList })
        ).id,
        climbIds: privateList,
      },
    ];
    // A session on each wall, ended but on the privatised one, whose stranger leaves as the wall closes;
    // shared to the wall's feed on the public and the private wall.
    const session = (await call(owner!, 'POST', `/walls/${id}/sessions`, { climb_id: published }))
      .id as string;
    await call(admin!, 'POST', `/sessions/${session}/members`, {});
    await call(isPrivate ? invited! : stranger!, 'POST', `/sessions/${session}/members`, {});
    await call(admin!, 'POST', `/sessions/${session}/attempts`, { climb_id: published });
    // The starter's own try: once shared, every reader of the session sees it (a card with no try a reader may
    // see is left out of that reader's feed, 0223).
    await call(owner!, 'POST', `/sessions/${session}/attempts`, { climb_id: published });
    // Invitations (0226): the setter, and the stranger where the wall admits them then, never joining. So the
    // archived wall's (ended, not shared) hide by the session rule, the privatised wall's by the wall rule.
    await call(owner!, 'POST', `/sessions/${session}/invitations`, {
      user_ids: isPrivate ? [setter!.user.id] : [setter!.user.id, stranger!.user.id],
    });
    if (kind !== 'privatised') await call(owner!, 'POST', `/sessions/${session}/end`, {});
    if (kind === 'public' || kind === 'private') {
      await call(owner!, 'POST', `/sessions/${session}/share`, {});
      sharedSessions.push({ id: session, wallId: id });
    }
    sessions.push(session);
    if (kind === 'archived') await call(owner!, 'PUT', `/walls/${id}`, { archived: true });
    if (kind === 'privatised')
      await t.ctx.db.update(wallsTable).set({ private: true }).where(eq(wallsTable.id, id));
    walls.push({
      name: kind,
      id,
      climbs: [
        { id: published, setterId: setter!.user.id },
        { id: setterDraft, setterId: setter!.user.id },
        { id: adminDraft, setterId: admin!.user.id },
      ],
      ticks,
      lists,
      votes: new Map([[published, votes]]),
    });
  }
  // An open session on the private wall, which its deleted member had joined.
  const privateWall = walls.find((w) => w.name === 'private')!.id;
  const open = (await call(invited!, 'POST', `/walls/${privateWall}/sessions`, {})).id as string;
  await call(deleted!, 'POST', `/sessions/${open}/members`, {});
  await call(invited!, 'POST', `/sessions/${open}/invitations`, {
    user_ids: [setter!.user.id, admin!.user.id],
  });
  sessions.push(open);
  await t.ctx.db.update(users).set({ deleted: true }).where(eq(users.id, deleted!.user.id));
});
afterAll(() => t.close());

/** What `read` allows `w` among `ids`. */
async function readable(w: Who, read: typeof climbAccess.read | typeof ascentAccess.read, ids: string[]) {
  const shown = await Promise.all(ids.map((id) => allowed(w.caller, read, id)));
  return new Set(ids.filter((_, i) => shown[i]));
}

/** What every caller who reads the wall may read: what a wall-wide answer (feed, top climbers) may show. */
async function readableToEveryReader(
  wall: WallSetup,
  read: typeof climbAccess.read | typeof ascentAccess.read,
  ids: string[],
) {
  let common = new Set(ids);
  for (const w of who) {
    if (!(await allowed(w.caller, wallAccess.read, wall.id))) continue;
    const mine = await readable(w, read, ids);
    common = new Set([...common].filter((id) => mine.has(id)));
  }
  return common;
}

const cases = () => walls.flatMap((wall) => who.map((w) => ({ wall, w })));
const eachCase = (test: (wall: WallSetup, w: Who) => Promise<void>) => async () => {
  for (const { wall, w } of cases()) {
    try {
      await test(wall, w);
    } catch (error) {
      throw new Error(`${w.name} on the ${wall.name} wall: ${(error as Error).message}`, { cause: error });
    }
  }
};

describe('every answer agrees with the read rules', () => {
  it('a personal feed shows, of what followed climbers did, exactly what the wall feed shows and the reader may read', async () => {
    for (const w of who) {
      const res = await get(w, '/users/feed?limit=100');
      if (w.caller.state !== 'registered') {
        expect(res.statusCode, w.name).toBe(w.caller.state === 'visitor' ? 401 : 403);
        continue;
      }
      const me = w.caller.userId;
      const items = res.json().items as {
        kind: string;
        id: string;
        climb_id: string | null;
        wall_id: string;
      }[];
      const followed = new Set(
        who.flatMap((o) =>
          o.caller.state === 'registered' && o.caller.userId !== me ? [o.caller.userId] : [],
        ),
      );
      const expectedClimbs = new Set<string>();
      const expectedTicks = new Set<string>();
      for (const wall of walls) {
        const mine = await readable(
          w,
          climbAccess.read,
          wall.climbs.map((c) => c.id),
        );
        const everyone = await readableToEveryReader(
          wall,
          climbAccess.read,
          wall.climbs.map((c) => c.id),
        );
        const shown = new Set([...everyone].filter((id) => mine.has(id)));
        for (const c of wall.climbs) if (shown.has(c.id) && c.setterId !== me) expectedClimbs.add(c.id);
        const ticksMine = await readable(
          w,
          ascentAccess.read,
          wall.ticks.map((x) => x.id),
        );
        // Everyone registered follows everyone else; a deleted climber's ticks show only on one's own climbs.
        const followedOrMine = (x: Tick) =>
          followed.has(x.userId) || wall.climbs.find((c) => c.id === x.climbId)?.setterId === me;
        for (const x of wall.ticks)
          if (x.public && shown.has(x.climbId) && x.userId !== me && ticksMine.has(x.id) && followedOrMine(x))
            expectedTicks.add(x.id);
      }
      for (const item of items) {
        // A comment on a wall (for the notifications' agreement below) names no climb: its wall then.
        const read = item.climb_id
          ? allowed(w.caller, climbAccess.read, item.climb_id)
          : allowed(w.caller, wallAccess.read, item.wall_id);
        expect(await read, `${w.name}: ${item.kind}`).toBe(true);
        if (item.kind.startsWith('ascent'))
          expect(await allowed(w.caller, ascentAccess.read, item.id)).toBe(true);
      }
      const of = (prefix: string) => new Set(items.filter((i) => i.kind.startsWith(prefix)).map((i) => i.id));
      expect(of('new_climb'), w.name).toEqual(expectedClimbs);
      expect(of('ascent'), w.name).toEqual(expectedTicks);
    }
  });

  it("a climber's notifications show exactly those whose wall, climb, tick and session the climber may read now", async () => {
    // The setup must both show some and hide some (the privatised wall's new climbs from its fan).
    let shownRows = 0;
    let hiddenRows = 0;
    for (const w of who) {
      const res = await get(w, '/notifications?limit=100');
      if (w.caller.state !== 'registered') {
        expect(res.statusCode, w.name).toBe(w.caller.state === 'visitor' ? 401 : 403);
        continue;
      }
      const rows = await t.ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, w.caller.userId));
      const readableRow = async (n: (typeof rows)[number]) =>
        (!n.wallId || (await allowed(w.caller, wallAccess.read, n.wallId))) &&
        (!n.climbId || (await allowed(w.caller, climbAccess.read, n.climbId))) &&
        (!n.ascentId || (await allowed(w.caller, ascentAccess.read, n.ascentId))) &&
        (!n.sessionId || (await allowed(w.caller, sessionAccess.read, n.sessionId)));
      const shown = [];
      for (const n of rows) if (await readableRow(n)) shown.push(n);
      const items = res.json().items as { id: string; count: number }[];
      // Each line is a group of rows; its id is its newest row's, which the reader may read.
      for (const item of items)
        expect(
          shown.some((n) => n.id === item.id),
          w.name,
        ).toBe(true);
      expect(
        items.reduce((sum, item) => sum + item.count, 0),
        w.name,
      ).toBe(shown.length);
      shownRows += shown.length;
      hiddenRows += rows.length - shown.length;
    }
    expect([shownRows > 0, hiddenRows > 0]).toEqual([true, true]);
  });

  it("the push worker's rule for many readers at once shows each notification exactly when its own recipient may read it", async () => {
    // One query over every climber's notifications, each checked for its recipient (as a registered
    // climber: a deleted account has no device left to push to), against the rules one row at a time.
    const all = await t.ctx.db.select().from(notifications);
    const shownAtOnce = await t.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .leftJoin(wallsTable, eq(wallsTable.id, notifications.wallId))
      .leftJoin(climbsTable, eq(climbsTable.id, notifications.climbId))
      .leftJoin(ascentsTable, eq(ascentsTable.id, notifications.ascentId))
      .where(notificationsShownToRecipients());
    // The invitations must both show (open, or shared) and hide (ended unshared; privatised wall).
    const invites = all.filter((n) => n.sessionId);
    const invitesShown = invites.filter((n) => shownAtOnce.some((r) => r.id === n.id));
    expect([invitesShown.length > 0, invitesShown.length < invites.length]).toEqual([true, true]);
    const expected = new Set<string>();
    for (const n of all) {
      const reader: Caller = { state: 'registered', userId: n.recipientId };
      if (
        (!n.wallId || (await allowed(reader, wallAccess.read, n.wallId))) &&
        (!n.climbId || (await allowed(reader, climbAccess.read, n.climbId))) &&
        (!n.ascentId || (await allowed(reader, ascentAccess.read, n.ascentId))) &&
        (!n.sessionId || (await allowed(reader, sessionAccess.read, n.sessionId)))
      )
        expected.add(n.id);
    }
    expect(new Set(shownAtOnce.map((r) => r.id))).toEqual(expected);
    // Both sides of the rule, for several recipients in the one query.
    const recipients = (ids: Iterable<string>) =>
      new Set(all.filter((n) => new Set(ids).has(n.id)).map((n) => n.recipientId));
    expect(recipients(expected).size).toBeGreaterThan(2);
    expect(recipients(all.map((n) => n.id).filter((id) => !expected.has(id))).size).toBeGreaterThan(0);
  });

  it("a session and its summary answer exactly those session.read allows; one's current session is one read", async () => {
    let shown = 0;
    for (const w of who) {
      for (const id of sessions) {
        const [res, summary] = await Promise.all([
          get(w, `/sessions/${id}`),
          get(w, `/sessions/${id}/summary`),
        ]);
        const expected =
          w.caller.state === 'visitor' ? 401 : (await allowed(w.caller, sessionAccess.read, id)) ? 200 : 404;
        expect([res.statusCode, summary.statusCode], `${w.name}: session ${sessions.indexOf(id)}`).toEqual([
          expected,
          expected,
        ]);
        if (expected === 200) shown++;
      }
      const current = await get(w, '/sessions/current');
      if (w.caller.state !== 'registered') {
        expect(current.statusCode, w.name).toBe(w.caller.state === 'visitor' ? 401 : 403);
        continue;
      }
      const session = current.json() as { id: string } | null;
      if (session) expect(await allowed(w.caller, sessionAccess.read, session.id), w.name).toBe(true);
    }
    expect([shown > 0, shown < who.length * sessions.length]).toEqual([true, true]);
  });

  it(
    "a wall's feed shows only climbs and ticks every reader of the wall may read, and all of them",
    eachCase(async (wall, w) => {
      const res = await get(w, `/walls/${wall.id}/feed?limit=100`);
      if (!(await allowed(w.caller, wallAccess.read, wall.id))) return void expect(res.statusCode).toBe(404);
      const items = res.json() as { type: string; id: string; climb_id: string }[];
      const climbs = await readableToEveryReader(
        wall,
        climbAccess.read,
        wall.climbs.map((c) => c.id),
      );
      const ticks = await readableToEveryReader(
        wall,
        ascentAccess.read,
        wall.ticks.filter((x) => climbs.has(x.climbId)).map((x) => x.id),
      );
      const mine = await readable(
        w,
        climbAccess.read,
        wall.climbs.map((c) => c.id),
      );
      for (const item of items) if (item.type !== 'session') expect(mine.has(item.climb_id)).toBe(true);
      expect(new Set(items.filter((i) => i.type === 'climb').map((i) => i.id))).toEqual(climbs);
      expect(new Set(items.filter((i) => i.type === 'ascent').map((i) => i.id))).toEqual(ticks);
    }),
  );

  it(
    "a wall's feed shows a shared session to exactly the callers who may read it (session.read)",
    eachCase(async (wall, w) => {
      const res = await get(w, `/walls/${wall.id}/feed?limit=100`);
      if (!(await allowed(w.caller, wallAccess.read, wall.id))) return void expect(res.statusCode).toBe(404);
      const shown = (res.json() as { type: string; id: string }[]).filter((i) => i.type === 'session');
      const expected: string[] = [];
      for (const { id, wallId } of sharedSessions)
        if (wallId === wall.id && (await allowed(w.caller, sessionAccess.read, id))) expected.push(id);
      expect(shown.map((i) => i.id)).toEqual(expected);
    }),
  );

  it(
    'the leaderboard counts only what the caller (setters, climbs) or every reader (climbers) may read',
    eachCase(async (wall, w) => {
      const res = await get(w, `/walls/${wall.id}/statistics`);
      if (!(await allowed(w.caller, wallAccess.read, wall.id))) return void expect(res.statusCode).toBe(404);
      const board = res.json() as {
        top_setters: { id: string; n_climbs: number }[];
        top_climbers: { id: string; n_ascents: number }[];
        top_climbs: { id: string }[];
      };
      const mine = await readable(
        w,
        climbAccess.read,
        wall.climbs.map((c) => c.id),
      );
      for (const c of board.top_climbs) expect(mine.has(c.id)).toBe(true);
      const setters = new Map<string, number>();
      for (const c of wall.climbs)
        if (mine.has(c.id)) setters.set(c.setterId, (setters.get(c.setterId) ?? 0) + 1);
      expect(new Map(board.top_setters.map((s) => [s.id, s.n_climbs]))).toEqual(setters);
      const everyone = await readableToEveryReader(
        wall,
        ascentAccess.read,
        wall.ticks.map((x) => x.id),
      );
      const climbers = new Map<string, number>();
      for (const x of wall.ticks)
        if (everyone.has(x.id)) climbers.set(x.userId, (climbers.get(x.userId) ?? 0) + 1);
      expect(new Map(board.top_climbers.map((c) => [c.id, c.n_ascents]))).toEqual(climbers);
    }),
  );

  it(
    "a list's climb ids and its rankings' climb count and scores follow climb.read and ascent.read",
    eachCase(async (wall, w) => {
      for (const list of wall.lists) {
        const res = await get(w, `/climb-lists/${list.id}`);
        const ranks = await get(w, `/climb-lists/${list.id}/rankings`);
        if (!(await allowed(w.caller, climbListAccess.read, list.id))) {
          expect([res.statusCode, ranks.statusCode]).toEqual([404, 404]);
          continue;
        }
        const mine = await readable(w, climbAccess.read, list.climbIds);
        expect(res.json().climbs).toEqual(list.climbIds.filter((id) => mine.has(id)));
        expect(ranks.json().climbs).toBe(mine.size);
        const seen = await readable(
          w,
          ascentAccess.read,
          wall.ticks.map((x) => x.id),
        );
        const completed = new Map<string, Set<string>>();
        for (const x of wall.ticks) {
          if (!x.public || !seen.has(x.id) || !mine.has(x.climbId)) continue;
          completed.set(x.userId, (completed.get(x.userId) ?? new Set()).add(x.climbId));
        }
        const entries = ranks.json().entries as { user_id: string; climbs_completed: number }[];
        expect(new Map(entries.map((e) => [e.user_id, e.climbs_completed]))).toEqual(
          new Map([...completed].map(([u, s]) => [u, s.size])),
        );
      }
    }),
  );

  it(
    "a climb's votes name their voter only to callers who read the climb, and anonymous ones only to the voter",
    eachCase(async (wall, w) => {
      for (const [climbId, votes] of wall.votes) {
        const res = await get(w, `/climbs/${climbId}`);
        if (!(await allowed(w.caller, climbAccess.read, climbId))) {
          expect(res.statusCode).toBe(404);
          continue;
        }
        const climb = res.json();
        const shown = [...climb.grade_votes, ...climb.rating_votes] as {
          id: string;
          user_id: string | null;
        }[];
        const me = w.caller.state === 'registered' ? w.caller.userId : null;
        for (const v of votes) {
          expect(shown.find((s) => s.id === v.id)?.user_id).toBe(
            v.public || v.userId === me ? v.userId : null,
          );
        }
      }
    }),
  );
});
