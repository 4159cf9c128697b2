import { tooManyWrites } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { formatWait } from '../../lib/format-wait.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, climber: Member, other: Member, prober: Member, burster: Member;
let wallId: string, climbId: string;

const comment = (who: Member, text: string = 'Nice one') =>
  t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: who.auth,
    payload: { comment: text, related_id: wallId, related_type: 'wall' },
  });
const tick = (who: Member, climb = climbId) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ascents',
    headers: who.auth,
    payload: { climb_id: climb, ascent_date: '2026-11-20', ascent_type: 'flash', attempts: 1 },
  });

beforeAll(async () => {
  t = await buildTestApp({
    COMMENTS_PER_MINUTE: '3',
    COMMENTS_PER_HOUR: '50',
    TICKS_PER_MINUTE: '2',
    HOLDS_PER_MINUTE: '5',
    CLIMBS_PER_MINUTE: '2',
    FOLLOWS_PER_MINUTE: '2',
    PROFILES_PER_MINUTE: '1',
    VIDEOS_PER_MINUTE: '2',
    WALLS_PER_MINUTE: '2',
    EXPORTS_PER_MINUTE: '2',
  });
  // (traceHolds below adds 3 holds one by one: within the 5 a minute.)
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, climber, other, prober, burster] = await Promise.all([
    t.signUp('Owner'),
    t.signUp('Climber'),
    t.signUp('Other'),
    t.signUp('Prober'),
    t.signUp('Burster'),
  ]);
  wallId = await t.addWall(owner, { base64_image: jpeg });
  const { holdIds } = await traceHolds(t, owner, wallId, 3);
  climbId = (await climbCalls(t).create(climbBody(wallId, holdIds), owner)).json().id as string;
});
afterAll(() => t.close());

describe('write limits per account', () => {
  it('refuses the comment past the burst limit with 429, Retry-After and a detail, and replies with it', async () => {
    const posted = [];
    for (let i = 0; i < 3; i++) {
      const res = await comment(climber);
      expect(res.statusCode, res.body).toBe(201);
      posted.push(res.json().id as string);
    }
    const refused = await comment(climber);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      detail: tooManyWrites(wait === 60 ? '1 minute' : `${wait} seconds`),
      code: 'too_many_requests',
    });

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${posted[0]}/replies`,
      headers: climber.auth,
      payload: { reply: 'Me again', comment_id: posted[0] },
    });
    expect(reply.statusCode).toBe(429);

    // Taking something back is never limited.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${posted[2]}`,
      headers: climber.auth,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('counts a batch of holds as that many holds, and refuses the whole batch past the limit', async () => {
    const setter = await t.signUp('Setter');
    const setterWall = await t.addWall(setter, {
      base64_image: (await phoneJpeg(320, 240)).toString('base64'),
    });
    const batch = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/walls/${setterWall}/revisions/latest/holds/batch`,
        headers: setter.auth,
        payload: {
          holds: Array.from({ length: n }, (_, i) => ({
            bounding_polygon: [
              { x: 0.1 + i * 0.1, y: 0.5 },
              { x: 0.15 + i * 0.1, y: 0.5 },
              { x: 0.12 + i * 0.1, y: 0.55 },
            ],
          })),
        },
      });
    // The limit is 5 holds a minute: 6 at once are refused whole, 5 go in, and then not one more.
    expect((await batch(6)).statusCode).toBe(429);
    const added = await batch(5);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().holds).toHaveLength(5);
    expect((await batch(1)).statusCode).toBe(429);
  });

  it('leaves other users and other kinds of writes alone', async () => {
    expect((await comment(other)).statusCode).toBe(201);
    expect((await tick(climber)).statusCode).toBe(201);
  });

  it('refuses the tick past its own limit', async () => {
    expect((await tick(other)).statusCode).toBe(201);
    expect((await tick(other)).statusCode).toBe(201);
    const refused = await tick(other);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/^You are doing that too often\. Wait .+ and try again\.$/);
  });

  it('counts only writes that were made: not those refused by validation, the rules or a missing climb', async () => {
    for (let i = 0; i < 5; i++) expect((await comment(prober, '')).statusCode).toBe(400);
    expect((await comment(prober)).statusCode).toBe(201);

    // TICKS_PER_MINUTE is 2: three refused ticks, then both allowed ones go in, and the next is refused.
    const unknownClimb = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 3; i++) expect((await tick(prober, unknownClimb)).statusCode).toBe(404);
    expect((await tick(prober)).statusCode).toBe(201);
    expect((await tick(prober)).statusCode).toBe(201);
    expect((await tick(prober, unknownClimb)).statusCode).toBe(429);
  });

  it('refuses a climb past CLIMBS_PER_MINUTE with Retry-After and its detail; refused climbs are not counted', async () => {
    const setter = await t.signUp('Spammer');
    const ownWall = await t.addWall(setter, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
    const { holdIds } = await traceHolds(t, setter, ownWall, 3);
    const climbs = climbCalls(t);
    // Another climber's draft is hidden from the setter: changing it answers 404, not counted.
    const draft = (await climbs.create(climbBody(ownWall, holdIds, { draft: true }), other)).json().id;
    for (let i = 0; i < 3; i++)
      expect(
        (await climbs.update(draft, climbBody(ownWall, holdIds, { name: 'Mine now' }), setter)).statusCode,
      ).toBe(404);
    expect((await climbs.create(climbBody(ownWall, holdIds, { name: 'One' }), setter)).statusCode).toBe(201);
    expect((await climbs.create(climbBody(ownWall, holdIds, { name: 'Two' }), setter)).statusCode).toBe(201);
    const refused = await climbs.create(climbBody(ownWall, holdIds, { name: 'Three' }), setter);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().detail).toBe(tooManyWrites(wait === 60 ? '1 minute' : `${wait} seconds`));
  });

  it('limits following and unfollowing together, and profile changes', async () => {
    const fan = await t.signUp('Fan');
    const follow = (target: Member) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${fan.user.id}/follow/${target.user.id}`,
        headers: fan.auth,
      });
    const unfollow = (target: Member) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/users/${fan.user.id}/unfollow/${target.user.id}`,
        headers: fan.auth,
      });
    // Following oneself is refused (400 from the rules, not validation): not counted.
    expect((await follow(fan)).statusCode).toBe(400);
    expect((await follow(owner)).statusCode).toBe(200);
    expect((await unfollow(owner)).statusCode).toBe(200);
    expect((await follow(climber)).statusCode).toBe(429);

    const rename = (name: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${fan.user.id}`,
        headers: fan.auth,
        payload: { display_name: name },
      });
    expect((await rename('Fan 1')).statusCode).toBe(429); // signUp's rename spent the one a minute
  });

  it('lets exactly the limit through when one account writes in parallel', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => comment(burster)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('documents the 429 on limited routes only', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/comments'].post.responses['429']).toBeDefined();
    expect(spec.paths['/api/ascents'].post.responses['429']).toBeDefined();
    expect(spec.paths['/api/climbs/{id}/beta-videos'].put.responses['429']).toBeDefined();
    expect(spec.paths['/api/walls/{id}'].put.responses['429']).toBeDefined();
    expect(spec.paths['/api/users/{id}/export'].get.responses['429']).toBeDefined();
    expect(spec.paths['/api/comments/{id}'].delete.responses['429']).toBeUndefined();
    expect(spec.paths['/api/walls/{id}/climbs'].get.responses['429']).toBeUndefined();
  });
});

/** A 429 from the write limits: Retry-After within the minute window, and the detail naming that wait. */
function expectLimited(res: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(res.statusCode, res.body).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({ detail: tooManyWrites(formatWait(wait)), code: 'too_many_requests' });
}

// VIDEOS_PER_MINUTE, WALLS_PER_MINUTE and EXPORTS_PER_MINUTE are 2 here. Each test first makes three calls
// the rules or the data refuse (docs/decisions/0033-refused-writes-refunded.md): had they counted, the
// first allowed call would already be refused.
describe('the write limits the audit found missing (issue 49, item 7)', () => {
  const unknownId = '00000000-0000-4000-8000-000000000000';

  it('limits beta videos: refused links are not counted, the third new one in a minute is a 429', async () => {
    const filmer = await t.signUp('Filmer');
    const addVideo = (who: Member, url: string, climb = climbId) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/climbs/${climb}/beta-videos`,
        headers: who.auth,
        payload: { url },
      });
    // Another climber's link already on the climb is a 409; a climb that is not there, a 404.
    expect((await addVideo(owner, 'https://youtu.be/ownersVid01')).statusCode).toBe(201);
    for (let i = 0; i < 2; i++)
      expect((await addVideo(filmer, 'https://youtu.be/ownersVid01')).statusCode).toBe(409);
    expect((await addVideo(filmer, 'https://youtu.be/filmerVid01', unknownId)).statusCode).toBe(404);

    expect((await addVideo(filmer, 'https://youtu.be/filmerVid01')).statusCode).toBe(201);
    expect((await addVideo(filmer, 'https://youtu.be/filmerVid02')).statusCode).toBe(201);
    expectLimited(await addVideo(filmer, 'https://youtu.be/filmerVid03'));
    // The refused video was not added.
    const climb = (
      await t.app.inject({ method: 'GET', url: `/api/climbs/${climbId}`, headers: filmer.auth })
    ).json();
    expect(climb.beta_videos.map((v: { url: string }) => v.url)).not.toContain(
      'https://youtu.be/filmerVid03',
    );
  });

  it('limits wall edits (PUT /walls/{id}): edits the rules refuse are not counted', async () => {
    const keeper = await t.signUp('Keeper');
    const ownWall = await t.addWall(keeper, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
    const archive = (wall: string, archived: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/walls/${wall}`, headers: keeper.auth, payload: { archived } });
    // Someone else's wall is not the keeper's to change (403); an unknown one is a 404.
    for (let i = 0; i < 2; i++) expect((await archive(wallId, true)).statusCode).toBe(403);
    expect((await archive(unknownId, true)).statusCode).toBe(404);

    expect((await archive(ownWall, true)).statusCode).toBe(200);
    expect((await archive(ownWall, false)).statusCode).toBe(200);
    expectLimited(await archive(ownWall, true));
    const wall = (
      await t.app.inject({ method: 'GET', url: `/api/walls/${ownWall}`, headers: keeper.auth })
    ).json();
    expect(wall.archived).toBe(false);
  });

  it("limits the account export: asking for someone else's is not counted", async () => {
    const taker = await t.signUp('Taker');
    const exportOf = (userId: string) =>
      t.app.inject({ method: 'GET', url: `/api/users/${userId}/export`, headers: taker.auth });
    for (let i = 0; i < 3; i++) expect((await exportOf(owner.user.id)).statusCode).toBe(403);

    expect((await exportOf(taker.user.id)).statusCode).toBe(200);
    expect((await exportOf(taker.user.id)).statusCode).toBe(200);
    expectLimited(await exportOf(taker.user.id));
  });
});
