import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ascents } from '../db/schema/ascents.ts';
import { climbs } from '../db/schema/climbs.ts';
import { comments } from '../db/schema/comments.ts';
import { climbLists } from '../db/schema/lists.ts';
import { walls } from '../db/schema/walls.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { climbBody, traceHolds } from '../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { requireAccess } from './access.ts';
import { ascentsListedTo } from './ascent-visibility.ts';
import { ascentAccess } from './ascent-access.ts';
import type { Caller } from './caller.ts';
import { climbListAccess } from './climb-list-access.ts';
import { commentAccess } from './comment-access.ts';
import { wallAccess } from './wall-access.ts';
import { climbListsShownTo } from './climb-list-visibility.ts';
import { commentsListedTo } from './comment-visibility.ts';

// The SQL that filters lists of ticks, comments and lists must agree with `ascent.read`, `comment.read`
// and `climb_list.read`,
// for every caller, on public and private walls, published climbs and drafts, public and private ticks.
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let callers: [string, Caller][];
const ascentIds: string[] = [];
const commentIds: string[] = [];
let wallIds: string[];

const allowed = async (
  caller: Caller,
  permission: typeof ascentAccess.read | typeof commentAccess.read | typeof climbListAccess.read,
  id: string,
) =>
  requireAccess(t.ctx, caller, permission, id).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  const [owner, invited, setter, stranger] = await Promise.all([
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
  ]);
  const post = (who: Member, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: who.auth, payload }).then((res) => {
      if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
      return res.json().id as string;
    });
  wallIds = [];
  for (const isPrivate of [false, true]) {
    const wallId = await t.addWall(owner, {
      base64_image: jpeg,
      private: isPrivate,
      invited_users: [invited.user.id],
    });
    wallIds.push(wallId);
    const { holdIds } = await traceHolds(t, owner, wallId, 2);
    commentIds.push(
      await post(invited, '/api/comments', { comment: 'Wall', related_id: wallId, related_type: 'wall' }),
    );
    const by = isPrivate ? invited : setter;
    for (const draft of [false, true]) {
      const climbId = await post(by, '/api/climbs', climbBody(wallId, holdIds, { draft }));
      for (const [who, isPublic] of [
        [by, true],
        [by, false],
        ...(draft
          ? []
          : ([
              [owner, true],
              [owner, false],
            ] as const)),
      ] as const) {
        ascentIds.push(
          await post(who, '/api/ascents', {
            climb_id: climbId,
            ascent_date: '2026-11-20',
            ascent_type: 'flash',
            attempts: 1,
            public: isPublic,
          }),
        );
      }
      commentIds.push(
        await post(by, '/api/comments', { comment: 'Climb', related_id: climbId, related_type: 'climb' }),
      );
    }
  }
  for (const [who, isPublic] of [
    [owner, true],
    [owner, false],
    [setter, false],
  ] as const)
    await post(who, '/api/climb-lists', { wall_id: wallIds[0], name: 'List', public: isPublic });
  callers = [
    ['visitor', { state: 'visitor' }],
    ['unregistered', { state: 'unregistered' }],
    ['deleted', { state: 'deleted', userId: setter.user.id }],
    ['stranger', { state: 'registered', userId: stranger.user.id }],
    ['setter', { state: 'registered', userId: setter.user.id }],
    ['invited', { state: 'registered', userId: invited.user.id }],
    ['owner', { state: 'registered', userId: owner.user.id }],
  ];
});
afterAll(() => t.close());

describe('the SQL that filters lists of ticks', () => {
  it('finds exactly the ticks ascent.read allows, for every caller', async () => {
    for (const [label, caller] of callers) {
      const listed = await t.ctx.db
        .select({ id: ascents.id })
        .from(ascents)
        .innerJoin(climbs, eq(climbs.id, ascents.climbId))
        .innerJoin(walls, eq(walls.id, climbs.wallId))
        .where(and(inArray(ascents.id, ascentIds), ascentsListedTo(caller)));
      const listedIds = new Set(listed.map((r) => r.id));
      for (const id of ascentIds)
        expect(listedIds.has(id), `${label}, tick ${ascentIds.indexOf(id)}`).toBe(
          await allowed(caller, ascentAccess.read, id),
        );
    }
  });
});

describe("the SQL that filters a wall's lists", () => {
  it('finds exactly the lists climb_list.read allows on a wall the caller reads, for every caller', async () => {
    const wallId = wallIds[0]!;
    for (const [label, caller] of callers) {
      const onWall = await t.ctx.db
        .select({ id: climbLists.id })
        .from(climbLists)
        .where(eq(climbLists.wallId, wallId));
      const listed = new Set(
        (
          await t.ctx.db
            .select({ id: climbLists.id })
            .from(climbLists)
            .where(and(eq(climbLists.wallId, wallId), climbListsShownTo(caller)))
        ).map((r) => r.id),
      );
      expect(onWall.length).toBeGreaterThan(1);
      for (const { id } of onWall)
        expect(listed.has(id), `${label}, list ${id}`).toBe(await allowed(caller, climbListAccess.read, id));
    }
  });
});

describe("the SQL that filters a wall's comments", () => {
  it('finds exactly the comments comment.read allows on a wall the caller reads, for every caller', async () => {
    for (const [label, caller] of callers)
      for (const wallId of wallIds) {
        const wallReadable = await requireAccess(t.ctx, caller, wallAccess.read, wallId).then(
          () => true,
          () => false,
        );
        if (!wallReadable) continue;
        const onWall = await t.ctx.db
          .select({ id: comments.id })
          .from(comments)
          .where(eq(comments.wallId, wallId));
        const listed = await t.ctx.db
          .select({ id: comments.id })
          .from(comments)
          .leftJoin(climbs, eq(climbs.id, comments.climbId))
          .where(commentsListedTo(caller));
        const listedIds = new Set(listed.map((r) => r.id));
        for (const { id } of onWall)
          expect(listedIds.has(id), `${label}, comment ${commentIds.indexOf(id)}`).toBe(
            await allowed(caller, commentAccess.read, id),
          );
      }
  });
});
