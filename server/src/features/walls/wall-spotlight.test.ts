import type { SpotlightWall } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { eq } from 'drizzle-orm';
import { SPOTLIGHT_MIN_CLIMBS } from './spotlight.queries.ts';

let t: TestApp;
let jpeg: string;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, admin: Member;

beforeAll(async () => {
  // Chosen at every request, so each case sees what it just wrote; the kept choice has its own case.
  t = await buildTestApp({ SPOTLIGHT_CACHE_SECONDS: '0' });
  jpeg = (await phoneJpeg(900, 600)).toString('base64');
  [owner, admin] = await Promise.all([t.signUp('Owner Olga'), t.signUp('Admin Ada')]);
});
afterAll(() => t.close());

async function createWall(overrides: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/walls',
    headers: owner.auth,
    payload: { gym_name: 'Gym', base64_image: jpeg, admin_users: [admin.user.id], ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const spotlight = async (who?: Member) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/walls/spotlight', headers: who?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SpotlightWall | null;
};

describe('the spraywall of the month', () => {
  it('is null while no wall is public', async () => {
    expect(await spotlight()).toBeNull();
  });

  it('is the newest public wall while none has enough climbs, with just what the home page shows', async () => {
    const id = await createWall({ name: 'Public Board' });
    const wall = await spotlight();
    expect(wall).toEqual({
      id,
      name: 'Public Board',
      gym_name: 'Gym',
      thumbnail_url: expect.stringMatching(/\.webp$/),
      image_variants: [{ width: 640, url: expect.stringMatching(/\/w640\.webp$/) }],
    });
    const image = await t.app.inject({ method: 'GET', url: wall!.thumbnail_url });
    expect(image.statusCode).toBe(200);
  });

  it('is never a private wall, not even for its owner or an admin', async () => {
    const publicId = await createWall({ name: 'Older Public Board' });
    await createWall({ name: 'Newer Private Board', private: true });
    for (const who of [undefined, owner, admin]) expect((await spotlight(who))?.id).toBe(publicId);
  });

  it('is never an archived wall, not even for its owner or an admin', async () => {
    const publicId = await createWall({ name: 'Still Listed Board' });
    const archivedId = await createWall({ name: 'Soon Archived Board' });
    expect((await spotlight(owner))?.id).toBe(archivedId);

    const archived = await t.app.inject({
      method: 'PUT',
      url: `/api/walls/${archivedId}`,
      headers: owner.auth,
      payload: { archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    for (const who of [undefined, owner, admin]) expect((await spotlight(who))?.id).toBe(publicId);
  });
});

/** A public wall with `climbs` published climbs (and one draft, which never counts); the climbs' ids. */
async function wallWithClimbs(app: TestApp, by: Member, name: string, climbs: number) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/walls',
    headers: by.auth,
    payload: { name, gym_name: 'Gym', base64_image: jpeg },
  });
  expect(res.statusCode, res.body).toBe(201);
  const wallId = res.json().id as string;
  const { holdIds } = await traceHolds(app, by, wallId, 2);
  const ids: string[] = [];
  for (let i = 0; i <= climbs; i++) {
    const draft = i === climbs;
    const made = await climbCalls(app).create(
      climbBody(wallId, holdIds, { name: `${name} ${i}`, draft }),
      by,
    );
    expect(made.statusCode, made.body).toBe(201);
    if (!draft) ids.push(made.json().id as string);
  }
  return { wallId, climbIds: ids };
}

async function tick(app: TestApp, who: Member, climbId: string, extra: Record<string, unknown> = {}) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/ascents',
    headers: who.auth,
    payload: { climb_id: climbId, ascent_date: '2026-11-20', ascent_type: 'flash', attempts: 1, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('the spraywall of the month among walls with climbs', () => {
  let app: TestApp;
  let setter: Member, climber: Member;
  const spotlightOf = async () =>
    ((await app.app.inject({ method: 'GET', url: '/api/walls/spotlight' })).json() as SpotlightWall | null)
      ?.id;
  beforeAll(async () => {
    app = await buildTestApp({ SPOTLIGHT_CACHE_SECONDS: '0' });
    [setter, climber] = await Promise.all([app.signUp('Setter Sia'), app.signUp('Climber Cai')]);
  });
  afterAll(() => app.close());

  it('is the wall with the most public ticks of the last 30 days among those with enough climbs', async () => {
    const busy = await wallWithClimbs(app, setter, 'Busy Board', SPOTLIGHT_MIN_CLIMBS);
    const quiet = await wallWithClimbs(app, setter, 'Quiet Board', SPOTLIGHT_MIN_CLIMBS);
    // With no ticks anywhere, the newest wall with enough climbs.
    expect(await spotlightOf()).toBe(quiet.wallId);
    // A newer wall with one climb too few never is, however busy.
    const small = await wallWithClimbs(app, setter, 'Small Board', SPOTLIGHT_MIN_CLIMBS - 1);
    for (const id of small.climbIds) await tick(app, climber, id);
    expect(await spotlightOf()).toBe(quiet.wallId);

    await tick(app, climber, busy.climbIds[0]!);
    await tick(app, setter, busy.climbIds[1]!);
    await tick(app, climber, quiet.climbIds[0]!);
    expect(await spotlightOf()).toBe(busy.wallId);

    // Private ticks and ticks logged more than 30 days ago do not count.
    await tick(app, climber, quiet.climbIds[1]!, { public: false });
    await tick(app, setter, quiet.climbIds[2]!, { public: false });
    expect(await spotlightOf()).toBe(busy.wallId);
    const old = await app.ctx.db
      .update(ascents)
      .set({ created: new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString() })
      .where(eq(ascents.wallId, busy.wallId))
      .returning();
    expect(old).toHaveLength(2);
    expect(await spotlightOf()).toBe(quiet.wallId);
  });

  it('is kept once chosen, yet chosen again at once when the kept wall is archived', async () => {
    const kept = await buildTestApp({ SPOTLIGHT_CACHE_SECONDS: '600' });
    try {
      const [owner] = await Promise.all([kept.signUp('Owner Oda')]);
      const first = await wallWithClimbs(kept, owner, 'First Board', SPOTLIGHT_MIN_CLIMBS);
      const of = async () =>
        ((await kept.app.inject({ method: 'GET', url: '/api/walls/spotlight' })).json() as SpotlightWall).id;
      expect(await of()).toBe(first.wallId);
      const second = await wallWithClimbs(kept, owner, 'Second Board', SPOTLIGHT_MIN_CLIMBS);
      await tick(kept, owner, second.climbIds[0]!);
      expect(await of()).toBe(first.wallId);

      const archived = await kept.app.inject({
        method: 'PUT',
        url: `/api/walls/${first.wallId}`,
        headers: owner.auth,
        payload: { archived: true },
      });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(await of()).toBe(second.wallId);
    } finally {
      await kept.close();
    }
  });
});
