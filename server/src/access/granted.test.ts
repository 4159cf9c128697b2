import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbs } from '../db/schema/climbs.ts';
import { climbLists } from '../db/schema/lists.ts';
import { walls } from '../db/schema/walls.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { requireAccess } from './access.ts';
import { betaVideoAccess } from './beta-video-access.ts';
import type { Caller } from './caller.ts';
import { climbAccess } from './climb-access.ts';
import { climbListAccess } from './climb-list-access.ts';
import { replyAccess } from './reply-access.ts';
import { wallAccess } from './wall-access.ts';

// A passed check hands the service what its lookup read, so the service never reads it again: these are
// the rows and ids services answer with or compare against the path.
let t: TestApp;
let owner: Caller;
const ids = { wall: '', climb: '', list: '', comment: '', reply: '', video: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const member = await t.signUp();
  owner = { state: 'registered', userId: member.user.id };
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: member.auth, payload });
    if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().id as string;
  };
  ids.wall = await t.addWall(member, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
  const { holdIds } = await traceHolds(t, member, ids.wall, 2);
  ids.climb = await post('/climbs', climbBody(ids.wall, holdIds));
  ids.list = await post('/climb-lists', { wall_id: ids.wall, name: 'Projects' });
  ids.comment = await post('/comments', { comment: 'Nice', related_id: ids.climb, related_type: 'climb' });
  ids.reply = await post(`/comments/${ids.comment}/replies`, { reply: 'Thanks' });
  const video = await t.app.inject({
    method: 'PUT',
    url: `/api/climbs/${ids.climb}/beta-videos`,
    headers: member.auth,
    payload: { url: 'https://www.youtube.com/watch?v=9bZkp7q19f0' },
  });
  ids.video = video.json().id;
}, 60_000);

afterAll(() => t?.close());

describe('a passed check hands over what it read', () => {
  it("a wall check: the wall's row", async () => {
    const [row] = await t.ctx.db.select().from(walls).where(eq(walls.id, ids.wall));
    expect((await requireAccess(t.ctx, owner, wallAccess.update, ids.wall)).row).toEqual(row);
  });

  it("a climb check: the climb's row and its wall's", async () => {
    const [row] = await t.ctx.db.select().from(climbs).where(eq(climbs.id, ids.climb));
    const [wall] = await t.ctx.db.select().from(walls).where(eq(walls.id, ids.wall));
    const granted = await requireAccess(t.ctx, owner, climbAccess.update, ids.climb);
    expect(granted.row).toEqual(row);
    expect(granted.wall.row).toEqual(wall);
  });

  it("a list check: the list's row", async () => {
    const [row] = await t.ctx.db.select().from(climbLists).where(eq(climbLists.id, ids.list));
    expect((await requireAccess(t.ctx, owner, climbListAccess.change_climbs, ids.list)).row).toEqual(row);
  });

  it("a reply check its comment, a beta video check its climb: what the path's ids are compared with", async () => {
    expect((await requireAccess(t.ctx, owner, replyAccess.update, ids.reply)).commentId).toBe(ids.comment);
    expect((await requireAccess(t.ctx, owner, betaVideoAccess.delete, ids.video)).climbId).toBe(ids.climb);
  });
});
