import { CLIMB_NO_LONGER_SHOWN, WALL_NO_LONGER_SHOWN } from '@spraybook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallInvitedUsers } from '../db/schema/walls.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// docs/decisions/0064-removed-members-keep-their-words.md: a climber removed from a private wall keeps their own ticks and
// comments there, but no longer reads the wall's and climb's current names (or grade) through them.
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, member: Member;
let wallId: string, climbId: string, tickId: string, wallCommentId: string, climbCommentId: string;

const call = (who: Member, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
const tickBody = () => ({
  climb_id: climbId,
  ascent_date: '2026-11-20',
  ascent_type: 'flash',
  attempts: 1,
  public: true,
});

beforeAll(async () => {
  t = await buildTestApp();
  [owner, member] = await Promise.all([t.signUp(), t.signUp()]);
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  wallId = await t.addWall(owner, {
    name: 'Secret cave',
    base64_image: jpeg,
    private: true,
    invited_users: [member.user.id],
  });
  const { holdIds } = await traceHolds(t, owner, wallId, 2);
  climbId = (
    await call(owner, 'POST', '/climbs', climbBody(wallId, holdIds, { name: 'Hidden arete', grade: 12 }))
  ).json().id;
  tickId = (await call(member, 'POST', '/ascents', tickBody())).json().id;
  const comment = (related_id: string, related_type: string) =>
    call(member, 'POST', '/comments', { comment: 'Nice', related_id, related_type }).then((r) => r.json().id);
  wallCommentId = await comment(wallId, 'wall');
  climbCommentId = await comment(climbId, 'climb');
});
afterAll(() => t.close());

describe('a member of a private wall', () => {
  it('reads its names through their own ticks and comments', async () => {
    const [tick] = (await call(member, 'POST', '/ascents/query', { user_id: member.user.id })).json().ascents;
    expect(tick).toMatchObject({ wall_name: 'Secret cave', climb_name: 'Hidden arete' });
    expect(tick.climb_average_grade).not.toBeNull();
  });
});

describe('a member removed from a private wall', () => {
  beforeAll(async () => {
    await t.ctx.db.delete(wallInvitedUsers).where(eq(wallInvitedUsers.userId, member.user.id));
  });

  it('still sees their own tick, without the current wall and climb names or grade', async () => {
    const res = await call(member, 'POST', '/ascents/query', { user_id: member.user.id });
    const [tick] = res.json().ascents;
    expect(tick).toMatchObject({
      id: tickId,
      wall_name: WALL_NO_LONGER_SHOWN,
      climb_name: CLIMB_NO_LONGER_SHOWN,
      climb_average_grade: null,
      climb_grade_at_angle: null,
    });
  });

  it('changes their tick and the answer withholds the names too', async () => {
    const res = await call(member, 'PUT', `/ascents/${tickId}`, { ...tickBody(), public: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ wall_name: WALL_NO_LONGER_SHOWN, climb_name: CLIMB_NO_LONGER_SHOWN });
  });

  it('edits their comments, whose related_name no longer names the wall or climb', async () => {
    const onWall = await call(member, 'PUT', `/comments/${wallCommentId}`, { comment: 'Edited' });
    expect(onWall.statusCode).toBe(200);
    expect(onWall.json().related_name).toBe(WALL_NO_LONGER_SHOWN);
    const onClimb = await call(member, 'PUT', `/comments/${climbCommentId}`, { comment: 'Edited' });
    expect(onClimb.json().related_name).toBe(CLIMB_NO_LONGER_SHOWN);
  });

  it("leaves the names shown to the wall's owner", async () => {
    const [tick] = (await call(owner, 'POST', '/ascents/query', { climb_id: climbId })).json().ascents ?? [];
    // The tick is private now: the owner does not see it at all; the climb keeps its name for them.
    expect(tick).toBeUndefined();
    const comments = (
      await t.app.inject({ method: 'GET', url: `/api/comments?related_id=${climbId}`, headers: owner.auth })
    ).json().comments;
    expect(comments[0].related_name).toBe('Hidden arete');
  });
});
