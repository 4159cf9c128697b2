import { and, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walls } from '../db/schema/walls.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import type { Caller } from './caller.ts';
import type { Anonymous } from './decision.ts';
import { wallAccess, type WallFacts, type WallRole } from './wall-access.ts';
import { wallsListedTo } from './wall-visibility.ts';

let t: TestApp;
const ids = new Map<string, WallFacts>();
let callers: [Anonymous | WallRole, Caller][];

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  const [owner, admin, invited, stranger] = await Promise.all([
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
  ]);
  for (const facts of [
    { private: false, archived: false, orphaned: false },
    { private: true, archived: false, orphaned: false },
    { private: false, archived: true, orphaned: false },
    { private: true, archived: true, orphaned: false },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: owner.auth,
      payload: {
        name: 'Board',
        private: facts.private,
        admin_users: [admin.user.id],
        invited_users: [invited.user.id],
        base64_image: jpeg,
      },
    });
    const id = res.json().id as string;
    if (facts.archived)
      await t.app.inject({
        method: 'PUT',
        url: `/api/walls/${id}`,
        headers: owner.auth,
        payload: { archived: true },
      });
    ids.set(id, facts);
  }
  callers = [
    ['visitor', { state: 'visitor' }],
    ['unregistered', { state: 'unregistered' }],
    ['deleted', { state: 'deleted', userId: admin.user.id }],
    ['user', { state: 'registered', userId: stranger.user.id }],
    ['invited', { state: 'registered', userId: invited.user.id }],
    ['admin', { state: 'registered', userId: admin.user.id }],
    ['owner', { state: 'registered', userId: owner.user.id }],
  ];
});
afterAll(() => t.close());

describe('the SQL that filters wall lists', () => {
  it('finds exactly the walls the wall.list rule allows, for every caller and kind of wall', async () => {
    for (const [who, caller] of callers) {
      const found = await t.ctx.db
        .select({ id: walls.id })
        .from(walls)
        .where(and(wallsListedTo(caller), inArray(walls.id, [...ids.keys()])));
      const allowed = [...ids].filter(([, facts]) => wallAccess.list.decide(who, facts) === 'allow');
      expect(found.map((w) => w.id).sort(), who).toEqual(allowed.map(([id]) => id).sort());
    }
  });
});
