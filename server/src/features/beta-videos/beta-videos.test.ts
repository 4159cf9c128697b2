import { BETA_VIDEO_DUPLICATE, VIDEO_LINK_UNSUPPORTED, NOT_BETA_VIDEO_AUTHOR } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, climber: Member, other: Member;
let climbId: string, secondClimbId: string, draftId: string, privateClimbId: string;

const LINK = 'https://youtu.be/dQw4w9WgXcQ';
const add = (id: string, payload: object, who?: Member | null) =>
  t.app.inject({ method: 'PUT', url: `/api/climbs/${id}/beta-videos`, payload, headers: who?.auth ?? {} });
const remove = (id: string, videoId: string, who?: Member | null) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/climbs/${id}/beta-videos/${videoId}`,
    headers: who?.auth ?? {},
  });
const videosOf = async (id: string, who?: Member) =>
  (await climbCalls(t).get(id, who)).json().beta_videos as {
    id: string;
    url: string;
    is_editable: boolean;
  }[];

beforeAll(async () => {
  t = await buildTestApp();
  const calls = climbCalls(t);
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, climber, other] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  const wallId = await t.addWall(owner, { base64_image: jpeg });
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

describe('adding a beta video', () => {
  it('answers 201 with the video, trimmed, and the climb lists it, removable by its author only', async () => {
    const res = await add(climbId, { url: `  ${LINK}  `, description: '  Heel hook at 0:30 ' }, climber);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      climb_id: climbId,
      user_id: climber.user.id,
      url: LINK,
      description: 'Heel hook at 0:30',
      is_editable: true,
    });
    const shown = await videosOf(climbId, other);
    expect(shown).toEqual([expect.objectContaining({ id: res.json().id, url: LINK, is_editable: false })]);
    expect((await videosOf(climbId, climber))[0]!.is_editable).toBe(true);
  });

  it.each([
    'https://www.youtube.com/watch?v=9bZkp7q19f0',
    'https://www.youtube.com/embed/9bZkp7q19f1',
    'https://www.instagram.com/p/C1a2B3c4D5e/',
    'https://www.instagram.com/reel/C1a2B3c4D5f/',
  ])('accepts %s with no description', async (url) => {
    const res = await add(secondClimbId, { url }, climber);
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBeNull();
  });

  it.each(['https://vimeo.com/76979871', 'https://youtu.be/tooShort', 'not a link', '', 42])(
    "refuses %j with 'Only YouTube and Instagram is supported.'",
    async (url) => {
      const res = await add(climbId, { url }, climber);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(VIDEO_LINK_UNSUPPORTED);
    },
  );

  it('refuses a description over 100 characters and keeps one of exactly 100', async () => {
    const long = await add(
      climbId,
      { url: 'https://youtu.be/aaaaaaaaaaa', description: 'x'.repeat(101) },
      climber,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toMatch(/at most 100 characters/);
    const exact = await add(
      climbId,
      { url: 'https://youtu.be/aaaaaaaaaaa', description: 'x'.repeat(100) },
      climber,
    );
    expect(exact.statusCode).toBe(201);
  });

  it("refuses another climber's link already on the climb (409)", async () => {
    const res = await add(climbId, { url: LINK }, other);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(BETA_VIDEO_DUPLICATE);
  });

  it('answers a repeated PUT of its own video with 200 and the stored video, adding none (idempotent)', async () => {
    const before = await videosOf(climbId, climber);
    const stored = before.find((v) => v.url === LINK)!;
    const again = await add(climbId, { url: LINK, description: '  Heel hook at 0:30 ' }, climber);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: stored.id, url: LINK, is_editable: true });
    expect(await videosOf(climbId, climber)).toEqual(before);
  });

  it('needs sign-in (401 before the body is read), and a climb the caller can see (404)', async () => {
    expect((await add(climbId, {}, null)).statusCode).toBe(401);
    expect((await add(draftId, { url: LINK }, climber)).statusCode).toBe(404);
    expect((await add(privateClimbId, { url: LINK }, climber)).statusCode).toBe(404);
    expect((await add(draftId, { url: LINK }, owner)).statusCode).toBe(201);
  });
});

describe('removing a beta video', () => {
  it("is its author's alone: others get 403, visitors 401", async () => {
    const video = (await add(secondClimbId, { url: 'https://youtu.be/bbbbbbbbbbb' }, climber)).json();
    const refused = await remove(secondClimbId, video.id, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(NOT_BETA_VIDEO_AUTHOR);
    expect((await remove(secondClimbId, video.id, owner)).statusCode).toBe(403);
    expect((await remove(secondClimbId, video.id, null)).statusCode).toBe(401);
    expect((await remove(secondClimbId, video.id, climber)).statusCode).toBe(204);
    expect((await videosOf(secondClimbId)).map((v) => v.id)).not.toContain(video.id);
    expect((await remove(secondClimbId, video.id, climber)).statusCode).toBe(404);
  });

  it('answers 404 for a video of another climb', async () => {
    const video = (await add(secondClimbId, { url: 'https://youtu.be/ccccccccccc' }, climber)).json();
    expect((await remove(climbId, video.id, climber)).statusCode).toBe(404);
    expect((await videosOf(secondClimbId)).map((v) => v.id)).toContain(video.id);
  });

  it('goes with its climb', async () => {
    const video = (await add(draftId, { url: 'https://youtu.be/ddddddddddd' }, owner)).json();
    expect((await climbCalls(t).remove(draftId, owner)).statusCode).toBe(204);
    expect((await remove(draftId, video.id, owner)).statusCode).toBe(404);
  });
});
