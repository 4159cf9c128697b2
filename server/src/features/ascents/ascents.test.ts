import {
  ASCENT_ATTEMPTS_MIN,
  ASCENT_DATE_REQUIRED,
  ASCENT_CLIMB_FIXED,
  NOT_ASCENT_AUTHOR,
} from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, climber: Member, other: Member, outsider: Member;
let climbId: string, secondClimbId: string, draftId: string, privateClimbId: string, wallId: string;

const headers = (who?: Member | null) => who?.auth ?? {};
const tick = (payload: object, who?: Member | null) =>
  t.app.inject({ method: 'POST', url: '/api/ascents', payload, headers: headers(who) });
const change = (id: string, payload: object, who?: Member | null) =>
  t.app.inject({ method: 'PUT', url: `/api/ascents/${id}`, payload, headers: headers(who) });
const remove = (id: string, who?: Member | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/ascents/${id}`, headers: headers(who) });
const query = (filter: object, who?: Member | null, params = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/ascents/query${params}`,
    payload: filter,
    headers: headers(who),
  });

const body = (overrides: Record<string, unknown> = {}) => ({
  climb_id: climbId,
  ascent_date: '2026-11-20',
  ascent_type: 'flash',
  attempts: 1,
  ...overrides,
});

async function ticked(overrides: Record<string, unknown> = {}, who: Member = climber) {
  const res = await tick(body(overrides), who);
  if (res.statusCode !== 201) throw new Error(`POST /api/ascents answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  const calls = climbCalls(t);
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, climber, other, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  wallId = await t.addWall(owner, { base64_image: jpeg });
  const privateWall = await t.addWall(owner, { base64_image: jpeg, private: true });
  const { holdIds } = await traceHolds(t, owner, wallId, 3);
  const { holdIds: privateHolds } = await traceHolds(t, owner, privateWall, 2);
  const made = async (payload: object) => (await calls.create(payload, owner)).json().id as string;
  climbId = await made(climbBody(wallId, holdIds));
  secondClimbId = await made(climbBody(wallId, holdIds, { name: 'Second' }));
  draftId = await made(climbBody(wallId, holdIds, { name: 'Draft', draft: true }));
  privateClimbId = await made(climbBody(privateWall, privateHolds));
});
afterAll(() => t.close());

describe('ticking a climb', () => {
  it('answers 201 with the tick, its author and climb, and counts it on the climb', async () => {
    const before = (await climbCalls(t).get(secondClimbId)).json().number_ascents as number;
    const res = await tick(body({ climb_id: secondClimbId, description: '  Sent it  ' }), climber);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      climb_id: secondClimbId,
      climb_name: 'Second',
      wall_id: wallId,
      wall_name: 'Board',
      user_id: climber.user.id,
      ascent_date: '2026-11-20',
      ascent_type: 'flash',
      attempts: 1,
      description: 'Sent it',
      public: true,
      is_editable: true,
    });
    expect((await climbCalls(t).get(secondClimbId)).json().number_ascents).toBe(before + 1);
  });

  it('needs a date, at least one attempt and a known type, with the form texts', async () => {
    expect((await tick(body({ ascent_date: '' }), climber)).json().detail).toContain(ASCENT_DATE_REQUIRED);
    expect((await tick(body({ ascent_date: '2026-02-30' }), climber)).json().detail).toContain(
      ASCENT_DATE_REQUIRED,
    );
    const zero = await tick(body({ attempts: 0 }), climber);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().detail).toContain(ASCENT_ATTEMPTS_MIN);
    expect((await tick(body({ attempts: 1.5 }), climber)).statusCode).toBe(400);
    expect((await tick(body({ ascent_type: 'dogged' }), climber)).statusCode).toBe(400);
  });

  it('asks visitors to sign in, and hides drafts and private walls as if they did not exist', async () => {
    expect((await tick(body())).statusCode).toBe(401);
    expect((await tick(body({ climb_id: draftId }), climber)).statusCode).toBe(404);
    expect((await tick(body({ climb_id: privateClimbId }), outsider)).statusCode).toBe(404);
    expect((await tick(body({ climb_id: draftId }), owner)).statusCode).toBe(201);
  });
});

describe('changing and removing a tick', () => {
  it('lets its author change it, and nobody else', async () => {
    const { id } = await ticked();
    const changed = await change(id, body({ ascent_type: 'redpoint', attempts: 3 }), climber);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ascent_type: 'redpoint', attempts: 3 });
    const refused = await change(id, body(), other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(NOT_ASCENT_AUTHOR);
    expect((await change(id, body())).statusCode).toBe(401);
  });

  it('keeps a tick on its climb', async () => {
    const { id } = await ticked();
    const moved = await change(id, body({ climb_id: secondClimbId }), climber);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toBe(ASCENT_CLIMB_FIXED);
  });

  it('lets its author remove it, which uncounts it; others get 403, and a private tick is 404 to them', async () => {
    const count = async () => (await climbCalls(t).get(climbId)).json().number_ascents as number;
    const { id } = await ticked();
    const before = await count();
    expect((await remove(id, other)).statusCode).toBe(403);
    expect((await remove(id, climber)).statusCode).toBe(204);
    expect(await count()).toBe(before - 1);
    expect((await remove(id, climber)).statusCode).toBe(404);
    const hidden = await ticked({ public: false });
    expect((await remove(hidden.id, other)).statusCode).toBe(404);
  });

  it('goes with its climb when the climb is removed', async () => {
    const calls = climbCalls(t);
    const { holdIds } = await traceHolds(t, owner, wallId, 2);
    const shortLived = (await calls.create(climbBody(wallId, holdIds), owner)).json().id as string;
    const { id } = await ticked({ climb_id: shortLived });
    expect((await calls.remove(shortLived, owner)).statusCode).toBe(204);
    expect((await change(id, body({ climb_id: shortLived }), climber)).statusCode).toBe(404);
  });
});

describe('querying ticks', () => {
  it('shows public ticks to everyone and private ones to their author only, newest first', async () => {
    const who = await t.signUp();
    const older = await ticked({ ascent_date: '2026-01-02' }, who);
    const newer = await ticked({ ascent_date: '2026-03-04', public: false }, who);
    const mine = await query({ user_id: who.user.id }, who);
    expect(mine.json().ascents.map((a: { id: string }) => a.id)).toEqual([newer.id, older.id]);
    expect(mine.json().total).toBe(2);
    const theirs = await query({ user_id: who.user.id });
    expect(theirs.json()).toMatchObject({ total: 1, ascents: [{ id: older.id, is_editable: false }] });
  });

  it('filters by climb, wall and date range, and pages', async () => {
    const who = await t.signUp();
    await ticked({ ascent_date: '2026-05-01' }, who);
    await ticked({ ascent_date: '2026-05-10' }, who);
    await ticked({ climb_id: secondClimbId, ascent_date: '2026-05-20' }, who);
    const ids = async (filter: object, params = '') =>
      (
        (await query({ user_id: who.user.id, ...filter }, who, params)).json().ascents as {
          ascent_date: string;
        }[]
      ).map((a) => a.ascent_date);
    expect(await ids({ climb_id: climbId })).toEqual(['2026-05-10', '2026-05-01']);
    expect(await ids({ wall_id: wallId })).toEqual(['2026-05-20', '2026-05-10', '2026-05-01']);
    expect(await ids({ date_from: '2026-05-05', date_to: '2026-05-15' })).toEqual(['2026-05-10']);
    expect(await ids({}, '?limit=1&offset=1')).toEqual(['2026-05-10']);
    expect((await query({}, null, '?limit=101')).statusCode).toBe(400);
  });

  it('never shows ticks of climbs the caller cannot see', async () => {
    await ticked({ climb_id: privateClimbId }, owner);
    await ticked({ climb_id: draftId }, owner);
    const seen = await query({ user_id: owner.user.id }, outsider);
    const climbs = (seen.json().ascents as { climb_id: string }[]).map((a) => a.climb_id);
    expect(climbs).not.toContain(privateClimbId);
    expect(climbs).not.toContain(draftId);
    const own = await query({ user_id: owner.user.id }, owner);
    expect((own.json().ascents as { climb_id: string }[]).map((a) => a.climb_id)).toEqual(
      expect.arrayContaining([privateClimbId, draftId]),
    );
  });
});

describe("a tick's wall", () => {
  it("is its climb's, and the database refuses any other", async () => {
    const { id } = await ticked();
    const [row] = await t.ctx.db.select().from(ascents).where(eq(ascents.id, id));
    expect(row!.wallId).toBe(wallId);
    const otherWall = await t.addWall(owner, {
      base64_image: (await phoneJpeg(320, 240)).toString('base64'),
    });
    await expect(
      t.ctx.db.insert(ascents).values({
        climbId,
        wallId: otherWall,
        userId: climber.user.id,
        ascentDate: '2026-11-20',
        ascentType: 'flash',
        attempts: 1,
      }),
    ).rejects.toThrow();
  });
});
