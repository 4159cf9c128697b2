import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbs } from '../../db/schema/climbs.ts';
import { gradeVotes } from '../../db/schema/votes.ts';
import { climbHolds, climbTags } from './schema.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, setter: Member;
let calls: ReturnType<typeof climbCalls>;
let jpeg: string;

beforeAll(async () => {
  t = await buildTestApp();
  calls = climbCalls(t);
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, setter] = await Promise.all([t.signUp('Owner Olga'), t.signUp('Setter Sia')]);
});
afterAll(() => t.close());

const holdsUrl = (wallId: string, holdId: string) => `/api/walls/${wallId}/revisions/latest/holds/${holdId}`;

async function setClimb(wallId: string, holdIds: string[], overrides: Record<string, unknown> = {}) {
  const res = await calls.create(climbBody(wallId, holdIds, overrides), setter);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('deleting a hold', () => {
  it('takes it out of the climbs using it, which then need attention', async () => {
    const wallId = await t.addWall(owner, { base64_image: jpeg });
    const { holdIds } = await traceHolds(t, owner, wallId, 3);
    const climb = await setClimb(wallId, holdIds);
    const usage = await t.app.inject({
      method: 'GET',
      url: `${holdsUrl(wallId, holdIds[0]!)}/usage`,
      headers: owner.auth,
    });
    expect(usage.json()).toEqual({ climbs: 1 });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: holdsUrl(wallId, holdIds[0]!),
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const after = (await calls.get(climb.id, setter)).json();
    expect(after.start_holds).toEqual([]);
    expect(after.intermediate_holds).toEqual([holdIds[1]]);
    expect(after.needs_attention).toBe(true);
  });

  it('leaves a circuit of one hold needing attention', async () => {
    const wallId = await t.addWall(owner, { base64_image: jpeg });
    const { holdIds } = await traceHolds(t, owner, wallId, 2);
    const circuit = await setClimb(wallId, holdIds, {
      start_holds: [],
      intermediate_holds: [],
      top_holds: [],
      circuit_holds: holdIds,
    });
    await t.app.inject({ method: 'DELETE', url: holdsUrl(wallId, holdIds[1]!), headers: owner.auth });
    const after = (await calls.get(circuit.id, setter)).json();
    expect(after.circuit_holds).toEqual([holdIds[0]]);
    expect(after.needs_attention).toBe(true);
  });
});

describe('a new photo of a wall', () => {
  it('leaves old climbs on their photo and sets new ones on the new photo', async () => {
    const wallId = await t.addWall(owner, { base64_image: jpeg });
    const { holdIds: oldHolds, revisionId: oldRevision } = await traceHolds(t, owner, wallId, 2);
    const old = await setClimb(wallId, oldHolds);
    const rephotographed = await t.app.inject({
      method: 'PUT',
      url: `/api/walls/${wallId}`,
      headers: owner.auth,
      payload: { name: 'Board', base64_image: jpeg },
    });
    expect(rephotographed.statusCode).toBe(200);
    const { holdIds: newHolds, revisionId: newRevision } = await traceHolds(t, owner, wallId, 2);
    expect(newRevision).not.toBe(oldRevision);

    const kept = (await calls.get(old.id, setter)).json();
    expect(kept).toMatchObject({
      wall_revision: oldRevision,
      start_holds: [oldHolds[0]],
      needs_attention: false,
    });
    expect(kept.image_url).toBe(old.image_url);
    // Still edited on its own photo: the new photo's holds are not its holds.
    const edited = await calls.update(old.id, climbBody(wallId, oldHolds, { name: 'Kept' }), setter);
    expect(edited.statusCode).toBe(200);
    const moved = await calls.update(old.id, climbBody(wallId, newHolds), setter);
    expect(moved.json().detail).toBe('Some holds are not on this wall photo.');

    const fresh = await setClimb(wallId, newHolds);
    expect(fresh.wall_revision).toBe(newRevision);
    expect((await calls.create(climbBody(wallId, oldHolds), setter)).json().detail).toBe(
      'Some holds are not on this wall photo.',
    );
  });
});

describe('deleting a wall', () => {
  it('removes its climbs with their holds, grade votes and tags', async () => {
    const wallId = await t.addWall(owner, { base64_image: jpeg });
    const { holdIds } = await traceHolds(t, owner, wallId, 2);
    const climb = await setClimb(wallId, holdIds, { grade: 5, tags: ['jugs'] });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/walls/${wallId}`, headers: owner.auth });
    expect(res.statusCode).toBe(204);
    const left = async (table: typeof climbHolds | typeof gradeVotes | typeof climbTags) =>
      (
        await t.ctx.db
          .select({ n: count() })
          .from(table)
          .where(inArray(table.climbId, [climb.id]))
      )[0]!.n;
    expect(await t.ctx.db.select().from(climbs).where(eq(climbs.id, climb.id))).toEqual([]);
    expect([await left(climbHolds), await left(gradeVotes), await left(climbTags)]).toEqual([0, 0, 0]);
    expect((await calls.get(climb.id, setter)).statusCode).toBe(404);
  });
});
