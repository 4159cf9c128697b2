import {
  NOT_WALL_CLAIMANT,
  NOT_YOURSELF,
  WALL_HAS_NO_OWNER,
  type AccountDeletionPreview,
} from '@spraybook/contract';
import { and, eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallAdminUsers } from '../../db/schema/walls.ts';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let jpeg: string;

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(320, 240)).toString('base64');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Member, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

describe("deleting an account: each wall it owns goes to an admin, stays for others' climbs, or goes", () => {
  let owner: Member, ana: Member, bert: Member, setter: Member, ticker: Member, bystander: Member;
  let toAdmin: string, keptForClimbs: string, keptForTicks: string, deleted: string;
  let preview: AccountDeletionPreview;

  beforeAll(async () => {
    [owner, ana, bert, setter, ticker, bystander] = (await Promise.all(
      ['Olive Owner', 'Ana', 'Bert', 'Sam Setter', 'Tia Ticker', 'Ben Bystander'].map((n) => t.signUp(n)),
    )) as [Member, Member, Member, Member, Member, Member];
    // Board A: two admins; Ana has been one longer, though Bert's account is the older one.
    toAdmin = await t.addWall(owner, {
      base64_image: jpeg,
      name: 'Board A',
      admin_users: [bert.user.id, ana.user.id],
    });
    await t.database.db
      .update(wallAdminUsers)
      .set({ created: '2020-01-01T00:00:00Z' })
      .where(and(eq(wallAdminUsers.wallId, toAdmin), eq(wallAdminUsers.userId, ana.user.id)));
    // Board B: no admin, another climber's climb on it.
    keptForClimbs = await t.addWall(owner, { base64_image: jpeg, name: 'Board B' });
    const b = await traceHolds(t, owner, keptForClimbs, 3);
    const climbs = climbCalls(t);
    const samsClimb = await climbs.create(climbBody(keptForClimbs, b.holdIds, { name: "Sam's" }), setter);
    expect(samsClimb.statusCode, samsClimb.body).toBe(201);
    // Board B2: only the owner's climb, ticked by another climber.
    keptForTicks = await t.addWall(owner, { base64_image: jpeg, name: 'Board B2' });
    const b2 = await traceHolds(t, owner, keptForTicks, 3);
    const ownClimb = (await climbs.create(climbBody(keptForTicks, b2.holdIds), owner)).json().id;
    const tick = { climb_id: ownClimb, ascent_date: '2026-11-01', ascent_type: 'flash', attempts: 1 };
    expect((await call('POST', '/ascents', ticker, tick)).statusCode).toBe(201);
    // Board C: only the owner's own climbs and ticks.
    deleted = await t.addWall(owner, { base64_image: jpeg, name: 'Board C' });
    const c = await traceHolds(t, owner, deleted, 3);
    const lonely = (await climbs.create(climbBody(deleted, c.holdIds), owner)).json().id;
    expect((await call('POST', '/ascents', owner, { ...tick, climb_id: lonely })).statusCode).toBe(201);
  });

  it('is previewed, to the account itself only, wall by wall', async () => {
    expect((await call('GET', `/users/${owner.user.id}/deletion-preview`, ana)).json().detail).toBe(
      NOT_YOURSELF,
    );
    const res = await call('GET', `/users/${owner.user.id}/deletion-preview`, owner);
    expect(res.statusCode, res.body).toBe(200);
    preview = res.json();
    expect(preview.walls).toEqual([
      { id: toAdmin, name: 'Board A', fate: 'to_admin', heir: { id: ana.user.id, display_name: 'Ana' } },
      { id: keptForClimbs, name: 'Board B', fate: 'kept_without_owner', heir: null },
      { id: keptForTicks, name: 'Board B2', fate: 'kept_without_owner', heir: null },
      { id: deleted, name: 'Board C', fate: 'deleted', heir: null },
    ]);
  });

  it('does what the preview said', async () => {
    expect((await call('DELETE', `/users/${owner.user.id}`, owner)).statusCode).toBe(204);

    const a = (await call('GET', `/walls/${toAdmin}`, ana)).json();
    expect(a).toMatchObject({ user_id: ana.user.id, admin_users: [bert.user.id], is_editable: true });

    for (const id of [keptForClimbs, keptForTicks]) {
      const kept = await call('GET', `/walls/${id}`, bystander);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ user_id: owner.user.id, is_editable: false });
    }
    expect((await call('GET', `/users/${owner.user.id}`, bystander)).json().deleted).toBe(true);
    const climbs = (await call('GET', `/walls/${keptForClimbs}/climbs`, setter)).json();
    expect(climbs.climbs.map((c: { name: string }) => c.name)).toEqual(["Sam's"]);
    const ticks = await call('GET', `/walls/${keptForTicks}/climbs`, ticker);
    expect(ticks.json().climbs[0].number_ascents).toBe(1);

    expect((await call('GET', `/walls/${deleted}`, bystander)).statusCode).toBe(404);
    expect(existsSync(path.join(t.dataDir, 'files', 'walls', deleted))).toBe(false);
    expect(existsSync(path.join(t.dataDir, 'files', 'walls', keptForClimbs))).toBe(true);
  });

  it('leaves a kept wall read-only: nobody edits it or sets climbs on it until it is claimed', async () => {
    const edit = await call('PUT', `/walls/${keptForClimbs}`, setter, { archived: true });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().detail).toBe(WALL_HAS_NO_OWNER);
    const revision = (await call('GET', `/walls/${keptForClimbs}/revisions/latest`, setter)).json();
    const holdIds = revision.holds.map((h: { id: string }) => h.id);
    const climb = await climbCalls(t).create(climbBody(keptForClimbs, holdIds), setter);
    expect(climb.statusCode).toBe(403);
    expect(climb.json().detail).toBe(WALL_HAS_NO_OWNER);
    // Climbers' own records go on: a tick on its climb.
    const samsClimb = (await call('GET', `/walls/${keptForClimbs}/climbs`, ticker)).json().climbs[0].id;
    const tick = { climb_id: samsClimb, ascent_date: '2026-11-03', ascent_type: 'flash', attempts: 1 };
    expect((await call('POST', '/ascents', ticker, tick)).statusCode).toBe(201);
  });

  it('is claimed by the first climber who set a published climb on it, and by nobody after', async () => {
    expect((await call('GET', `/walls/${keptForClimbs}`, setter)).json().can_claim).toBe(true);
    expect((await call('GET', `/walls/${keptForClimbs}`, ticker)).json().can_claim).toBe(false);
    const listed = (await call('GET', `/walls?search_text=Board`, setter)).json();
    const claimable = listed.walls.filter((w: { can_claim: boolean }) => w.can_claim);
    expect(claimable.map((w: { id: string }) => w.id)).toEqual([keptForClimbs]);
    const stranger = await call('POST', `/walls/${keptForClimbs}/claim`, ticker);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().detail).toBe(NOT_WALL_CLAIMANT);
    expect((await call('POST', `/walls/${toAdmin}/claim`, ana)).statusCode).toBe(403);

    const claimed = await call('POST', `/walls/${keptForClimbs}/claim`, setter);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      user_id: setter.user.id,
      is_editable: true,
      can_change_admins: true,
    });
    expect((await call('POST', `/walls/${keptForClimbs}/claim`, setter)).statusCode).toBe(403);
    expect((await call('GET', `/walls/${keptForClimbs}`, setter)).json().can_claim).toBe(false);
    const edit = await call('PUT', `/walls/${keptForClimbs}`, setter, { archived: true });
    expect(edit.statusCode, edit.body).toBe(200);
  });
});
