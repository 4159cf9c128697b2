import {
  CIRCUIT_HOLD_TWICE_IN_A_ROW,
  CIRCUIT_ROLES_ONLY,
  CIRCUIT_TOO_SHORT,
  CLIMB_NEEDS_START,
  CLIMB_NEEDS_TOP,
  CLIMB_WALL_FIXED,
  GRADES,
  HOLD_ONE_ROLE,
  HOLDS_NOT_ON_PHOTO,
  WALL_ANGLE_NOT_ADJUSTABLE,
} from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbTagVotes } from './schema.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, admin: Member, setter: Member, stranger: Member;
let calls: ReturnType<typeof climbCalls>;
let jpeg: string;
let wallId: string, holdIds: string[], revisionId: string;
let angledWall: string, angledHolds: string[];
let otherWallHold: string;

const grade = (system: string, name: string) =>
  GRADES.find((g) => g.system === system && g.grade === name)!.id;

beforeAll(async () => {
  t = await buildTestApp();
  calls = climbCalls(t);
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, admin, setter, stranger] = await Promise.all([
    t.signUp('Owner Olga'),
    t.signUp('Admin Ada'),
    t.signUp('Setter Sia'),
    t.signUp('Stranger Sam'),
  ]);
  [wallId, angledWall] = await Promise.all([
    t.addWall(owner, { base64_image: jpeg, admin_users: [admin.user.id] }),
    t.addWall(owner, { base64_image: jpeg, adjustable_angle: true }),
  ]);
  ({ holdIds, revisionId } = await traceHolds(t, owner, wallId, 6));
  ({ holdIds: angledHolds } = await traceHolds(t, owner, angledWall, 3));
  const otherWall = await t.addWall(owner, { base64_image: jpeg });
  otherWallHold = (await traceHolds(t, owner, otherWall, 1)).holdIds[0]!;
});
afterAll(() => t.close());

const create = async (overrides: Record<string, unknown> = {}, who: Member = setter) => {
  const res = await calls.create(climbBody(wallId, holdIds, overrides), who);
  if (res.statusCode !== 201) throw new Error(`POST /api/climbs answered ${res.statusCode}: ${res.body}`);
  return res.json();
};

describe('setting a climb', () => {
  it("answers 201 with the climb on the wall's latest photo, set by the caller", async () => {
    const res = await calls.create(
      climbBody(wallId, holdIds, {
        name: '  Crimp line  ',
        description: 'Sit start',
        foot_holds: [holdIds[4]],
        intermediate_holds: [holdIds[1], holdIds[2]],
        top_holds: [holdIds[3]],
        grade: grade('Font', '6B'),
        tags: ['crimpy', 'sit_start'],
      }),
      setter,
    );
    expect(res.statusCode).toBe(201);
    const climb = res.json();
    expect(climb).toMatchObject({
      wall_id: wallId,
      name: 'Crimp line',
      description: 'Sit start',
      user_id: setter.user.id,
      draft: false,
      wall_angle: null,
      wall_revision: revisionId,
      start_holds: [holdIds[0]],
      intermediate_holds: [holdIds[1], holdIds[2]],
      top_holds: [holdIds[3]],
      foot_holds: [holdIds[4]],
      hand_only_holds: [],
      circuit_holds: [],
      needs_attention: false,
      average_grade: grade('Font', '6B'),
      is_editable: true,
    });
    expect(climb.image_url).toMatch(/original\.jpg$/);
    expect(climb.grade_votes).toEqual([
      {
        id: expect.any(String),
        user_id: setter.user.id,
        value: grade('Font', '6B'),
        public: true,
        angle: expect.any(Number),
      },
    ]);
    expect(climb.tags.map((tag: { name: string }) => tag.name)).toEqual(['crimpy', 'sit_start']);
    expect(climb.tags[0].votes).toEqual([{ user_id: setter.user.id, score: 1 }]);
    expect((await calls.get(climb.id, stranger)).json()).toEqual({ ...climb, is_editable: false });
  });

  it('keeps a circuit in its order, a hold coming back later, with foot holds beside it', async () => {
    const circuit = [holdIds[0], holdIds[1], holdIds[2], holdIds[0]];
    const climb = await create({
      start_holds: [],
      intermediate_holds: [],
      top_holds: [],
      circuit_holds: circuit,
      foot_holds: [holdIds[5]],
    });
    expect(climb.circuit_holds).toEqual(circuit);
    expect(climb.foot_holds).toEqual([holdIds[5]]);
    expect(climb.needs_attention).toBe(false);
  });

  it('keeps hand-only holds', async () => {
    const climb = await create({ intermediate_holds: [holdIds[1]], hand_only_holds: [holdIds[4]] });
    expect(climb.hand_only_holds).toEqual([holdIds[4]]);
  });

  it('takes a wall angle on a wall with an adjustable angle only', async () => {
    const angled = await calls.create(climbBody(angledWall, angledHolds, { wall_angle: 25 }), setter);
    expect(angled.statusCode).toBe(201);
    expect(angled.json().wall_angle).toBe(25);
    const fixed = await calls.create(climbBody(wallId, holdIds, { wall_angle: 25 }), setter);
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().detail).toBe(WALL_ANGLE_NOT_ADJUSTABLE);
  });

  it('refuses what breaks a rule, with a detail the form can show', async () => {
    const [a, b, c] = holdIds as [string, string, string];
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, "Climb name can't be empty"],
      [{ start_holds: [] }, CLIMB_NEEDS_START],
      [{ top_holds: [] }, CLIMB_NEEDS_TOP],
      [{ start_holds: [a], top_holds: [a] }, HOLD_ONE_ROLE],
      [{ top_holds: [otherWallHold] }, HOLDS_NOT_ON_PHOTO],
      [{ top_holds: ['00000000-0000-4000-8000-000000000000'] }, HOLDS_NOT_ON_PHOTO],
      [{ start_holds: [], intermediate_holds: [], top_holds: [], circuit_holds: [a] }, CIRCUIT_TOO_SHORT],
      [
        { start_holds: [], intermediate_holds: [], top_holds: [], circuit_holds: [a, b, b] },
        CIRCUIT_HOLD_TWICE_IN_A_ROW,
      ],
      [{ intermediate_holds: [], circuit_holds: [b, c] }, CIRCUIT_ROLES_ONLY],
      [{ grade: 99999 }, 'Unknown grade.'],
    ];
    for (const [overrides, detail] of refusals) {
      const res = await calls.create(climbBody(wallId, holdIds, overrides), setter);
      expect({ overrides, status: res.statusCode, detail: res.json().detail }).toEqual({
        overrides,
        status: 400,
        detail,
      });
    }
  });

  it('is for registered users who may read the wall', async () => {
    const visitor = await calls.create(climbBody(wallId, holdIds), null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().detail).toBe('You need to login to add stuff and vote.');
    const privateWall = await t.addWall(owner, { base64_image: jpeg, private: true });
    const hidden = await calls.create(climbBody(privateWall, holdIds), stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe('Wall not found');
  });

  it('on an archived wall is for its owner and admins only', async () => {
    const archived = await t.addWall(owner, { base64_image: jpeg, admin_users: [admin.user.id] });
    const { holdIds: holds } = await traceHolds(t, owner, archived, 2);
    await t.app.inject({
      method: 'PUT',
      url: `/api/walls/${archived}`,
      headers: owner.auth,
      payload: { archived: true },
    });
    const refused = await calls.create(climbBody(archived, holds), stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'This wall is archived: only its owner and admins can add climbs to it.',
    );
    expect((await calls.create(climbBody(archived, holds), admin)).statusCode).toBe(201);
  });
});

describe('changing a climb', () => {
  it('replaces its details and holds for its setter', async () => {
    const climb = await create();
    const res = await calls.update(
      climb.id,
      climbBody(wallId, holdIds, {
        name: 'Renamed',
        draft: true,
        start_holds: [holdIds[1]],
        intermediate_holds: [],
      }),
      setter,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: climb.id,
      name: 'Renamed',
      draft: true,
      start_holds: [holdIds[1]],
      intermediate_holds: [],
      top_holds: [holdIds[5]],
    });
  });

  it("is for its setter and the wall's owner and admins; others get 403 with a detail", async () => {
    const climb = await create();
    for (const who of [owner, admin])
      expect((await calls.update(climb.id, climbBody(wallId, holdIds), who)).statusCode).toBe(200);
    const refused = await calls.update(climb.id, climbBody(wallId, holdIds), stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      "Only the climb's setter and the wall's owner and admins can change this climb.",
    );
    expect((await calls.update(climb.id, climbBody(wallId, holdIds), null)).statusCode).toBe(401);
    expect((await calls.get(climb.id, admin)).json().is_editable).toBe(true);
  });

  it('keeps it on its wall', async () => {
    const climb = await create();
    const res = await calls.update(climb.id, climbBody(angledWall, angledHolds), setter);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(CLIMB_WALL_FIXED);
  });

  it("sets the setter's grade vote, even when a wall editor saves, and null removes it", async () => {
    const climb = await create({ grade: grade('V', 'V3') });
    const regraded = await calls.update(
      climb.id,
      climbBody(wallId, holdIds, { grade: grade('V', 'V4') }),
      owner,
    );
    expect(regraded.json().grade_votes).toEqual([
      expect.objectContaining({ user_id: setter.user.id, value: grade('V', 'V4') }),
    ]);
    // Shown in the wall's system (its other climbs were set in Font): V4 sits at 6B+.
    expect(regraded.json().average_grade).toBe(grade('Font', '6B+'));
    const unchanged = await calls.update(climb.id, climbBody(wallId, holdIds), setter);
    expect(unchanged.json().grade_votes).toHaveLength(1);
    const removed = await calls.update(climb.id, climbBody(wallId, holdIds, { grade: null }), setter);
    expect(removed.json().grade_votes).toEqual([]);
    expect(removed.json().average_grade).toBeNull();
  });

  it("makes the setter's tag votes exactly the tags sent, dropping tags nobody votes for", async () => {
    const climb = await create({ tags: ['crimpy', 'dynamic'] });
    const dynamic = climb.tags.find((tag: { name: string }) => tag.name === 'dynamic');
    // Another climber's vote keeps 'dynamic' alive after the setter drops it.
    await t.ctx.db.insert(climbTagVotes).values({ tagId: dynamic.id, userId: stranger.user.id, score: 1 });
    const res = await calls.update(
      climb.id,
      climbBody(wallId, holdIds, { tags: ['dynamic', 'jugs'] }),
      setter,
    );
    const tags = res.json().tags;
    expect(tags.map((tag: { name: string }) => tag.name)).toEqual(['dynamic', 'jugs']);
    const cleared = await calls.update(climb.id, climbBody(wallId, holdIds, { tags: [] }), setter);
    expect(cleared.json().tags).toEqual([
      { id: dynamic.id, name: 'dynamic', votes: [{ user_id: stranger.user.id, score: 1 }] },
    ]);
  });
});

describe('removing a climb', () => {
  it('answers 204 for its setter and wall editors, 403 for others, then 404', async () => {
    const [mine, theirs] = [await create(), await create()];
    expect((await calls.remove(mine.id, stranger)).statusCode).toBe(403);
    expect((await calls.remove(mine.id, setter)).statusCode).toBe(204);
    expect((await calls.remove(theirs.id, owner)).statusCode).toBe(204);
    const gone = await calls.get(mine.id, setter);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Climb not found');
  });
});

describe('grades and tags', () => {
  it('answers one grade, or 404 for an unknown id', async () => {
    const known = await t.app.inject({ method: 'GET', url: '/api/grade-system-grades/1' });
    expect(known.json()).toEqual(GRADES[0]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/grade-system-grades/9999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Grade not found');
  });

  it('lists the known tag names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/climbs/tags' });
    expect(res.json()).toContain('heel_hooks');
  });
});
