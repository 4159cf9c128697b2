import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbs } from '../db/schema/climbs.ts';
import { climbAngleListing } from '../features/climbs/schema.ts';
import { climbBody, traceHolds } from '../test/climb-fixtures.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import type { Caller } from './caller.ts';
import { climbAccess, climbRoleOf, type ClimbRole } from './climb-access.ts';
import { climbsListedTo } from './climb-visibility.ts';
import type { Anonymous } from './decision.ts';
import type { WallRole } from './wall-access.ts';

let t: TestApp;
let wallId: string;
const setters = new Map<string, { setterId: string; draft: boolean }>();
let callers: [string, Caller, WallRole | null][];

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  const [owner, admin, setterA, setterB, stranger] = await Promise.all([
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
  ]);
  wallId = await t.addWall(owner, { base64_image: jpeg, admin_users: [admin.user.id] });
  const { holdIds } = await traceHolds(t, owner, wallId, 2);
  for (const by of [setterA, setterB, owner])
    for (const draft of [false, true]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/climbs',
        headers: by.auth,
        payload: climbBody(wallId, holdIds, { draft }),
      });
      setters.set(res.json().id, { setterId: by.user.id, draft });
    }
  callers = [
    ['visitor', { state: 'visitor' }, null],
    ['unregistered', { state: 'unregistered' }, null],
    ['deleted', { state: 'deleted', userId: setterA.user.id }, null],
    ['stranger', { state: 'registered', userId: stranger.user.id }, 'user'],
    ['setter', { state: 'registered', userId: setterA.user.id }, 'user'],
    ['wall admin', { state: 'registered', userId: admin.user.id }, 'admin'],
    ['owner', { state: 'registered', userId: owner.user.id }, 'owner'],
  ];
});
afterAll(() => t.close());

describe("the SQL that filters a wall's climb list", () => {
  it('finds exactly the climbs the climb.read rule allows, for every caller, draft or published', async () => {
    for (const [label, caller, wallRole] of callers) {
      const found = await t.ctx.db
        .select({ id: climbs.id })
        .from(climbs)
        .where(
          and(eq(climbs.wallId, wallId), climbsListedTo(caller), inArray(climbs.id, [...setters.keys()])),
        );
      const allowed = [...setters].filter(([, climb]) => {
        const who: Anonymous | ClimbRole =
          caller.state === 'registered' ? climbRoleOf(caller.userId, climb, wallRole!) : caller.state;
        return climbAccess.read.decide(who, { draft: climb.draft, wallReadable: true }) === 'allow';
      });
      expect(found.map((c) => c.id).sort(), label).toEqual(allowed.map(([id]) => id).sort());
    }
  });

  it('finds the same climbs on the copy of their draft and setter a list at an angle reads', async () => {
    const listing = climbAngleListing;
    for (const [label, caller] of callers) {
      const onClimbs = await t.ctx.db
        .select({ id: climbs.id })
        .from(climbs)
        .where(
          and(eq(climbs.wallId, wallId), climbsListedTo(caller), inArray(climbs.id, [...setters.keys()])),
        );
      const onListing = await t.ctx.db
        .select({ id: listing.climbId })
        .from(listing)
        .where(
          and(
            eq(listing.wallId, wallId),
            isNull(listing.angle),
            climbsListedTo(caller, listing),
            inArray(listing.climbId, [...setters.keys()]),
          ),
        );
      expect(onListing.map((c) => c.id).sort(), label).toEqual(onClimbs.map((c) => c.id).sort());
    }
  });
});
