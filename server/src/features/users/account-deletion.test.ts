import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { NOT_YOURSELF } from '@spraybook/contract';
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../auth/accounts.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { accounts, oidcPayloads, revokedSubjects } from '../../db/schema/auth.ts';
import { climbLists } from '../../db/schema/lists.ts';
import { users } from '../../db/schema/users.ts';
import { userFollows } from './schema.ts';
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

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: Member | null,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const ok = async (method: 'POST' | 'PUT', url: string, who: Member, payload: object) => {
  const res = await call(method, url, who, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
};

/** A member signed in with a real built-in account, as the sign-in page makes them. */
async function builtInMember(username: string, name: string): Promise<Member & { accountId: string }> {
  const made = await createAccount(t.database.db, username, 'correct horse', {
    ip: '127.0.0.1',
    signUpsPerHour: 1000,
  });
  if (!made.ok) throw new Error(made.error);
  const token = await t.tokenFor(made.accountId);
  const auth = { authorization: `Bearer ${token}` };
  const user = (await t.app.inject({ method: 'POST', url: '/api/users', headers: auth, payload: {} })).json();
  await t.app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers: auth,
    payload: { display_name: name },
  });
  return { token, user, auth, accountId: made.accountId };
}

describe('deleting an account', () => {
  let victim: Member & { accountId: string }, admin: Member, other: Member;
  let handedWall: string, lonelyWall: string, othersWall: string;
  let climbId: string, draftId: string, commentId: string;

  beforeAll(async () => {
    victim = await builtInMember('victim', 'Vic Tim');
    [admin, other] = await Promise.all([t.signUp('Ada Admin'), t.signUp('Otto Other')]);
    handedWall = await t.addWall(victim, {
      base64_image: jpeg,
      name: 'Handed',
      admin_users: [admin.user.id],
    });
    lonelyWall = await t.addWall(victim, { base64_image: jpeg, name: 'Lonely' });
    othersWall = await t.addWall(other, { base64_image: jpeg, name: 'Others' });
    const { holdIds } = await traceHolds(t, other, othersWall, 3);
    const climbs = climbCalls(t);
    climbId = (await climbs.create(climbBody(othersWall, holdIds, { name: 'Left by Vic' }), victim)).json()
      .id;
    draftId = (await climbs.create(climbBody(othersWall, holdIds, { draft: true }), victim)).json().id;
    const tick = { climb_id: climbId, ascent_date: '2026-11-01', ascent_type: 'flash', attempts: 1 };
    await ok('POST', '/ascents', victim, tick);
    await ok('POST', '/ascents', victim, { ...tick, ascent_date: '2026-11-02', public: false });
    await ok('POST', '/ascents', other, tick);
    await ok('POST', `/climbs/${climbId}/rating_votes`, victim, { value: 4 });
    commentId = (
      await ok('POST', '/comments', victim, {
        comment: 'Great line',
        related_id: climbId,
        related_type: 'climb',
      })
    ).id;
    await ok('PUT', `/users/${victim.user.id}/favorite-walls`, victim, { id: othersWall });
    await ok('PUT', `/users/${victim.user.id}/climbs-todo`, victim, { id: climbId });
    await ok('POST', '/climb-lists', victim, { wall_id: othersWall, name: 'Mine', climb_ids: [climbId] });
    await ok('POST', '/climb-lists', victim, { wall_id: handedWall, name: 'Club list', public: true });
    // Follows both ways: the victim follows Otto, and Ada follows the victim.
    await ok('POST', `/users/${victim.user.id}/follow/${other.user.id}`, victim, {});
    await ok('POST', `/users/${admin.user.id}/follow/${victim.user.id}`, admin, {});
    // Others follow the victim's wall: their favourite of the lonely wall goes with the wall.
    await ok('PUT', `/users/${other.user.id}/favorite-walls`, other, { id: lonelyWall });
    // A session and a refresh token of the built-in account, as the provider stores them.
    await t.database.db.insert(oidcPayloads).values([
      { kind: 'Session', id: 'session-1', payload: { accountId: victim.accountId } },
      {
        kind: 'RefreshToken',
        id: 'refresh-1',
        payload: { accountId: victim.accountId, grantId: 'g1' },
        grantId: 'g1',
      },
    ]);
  });

  it('is refused for anyone but the account itself', async () => {
    expect((await call('DELETE', `/users/${victim.user.id}`)).statusCode).toBe(401);
    const res = await call('DELETE', `/users/${victim.user.id}`, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(NOT_YOURSELF);
  });

  it('answers 204, and the old token gets 401 at once, also on a second delete', async () => {
    // With an Idempotency-Key, as the web app sends every write: the deletion removes the account's kept
    // answers, its own claim among them, in the transaction that marks that claim written.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${victim.user.id}`,
      headers: { ...victim.auth, 'idempotency-key': crypto.randomUUID() },
    });
    expect(deleted.statusCode).toBe(204);
    for (const res of [
      await call('GET', '/users/me', victim),
      await call('DELETE', `/users/${victim.user.id}`, victim),
      await call('GET', `/climbs/${climbId}`, victim),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toMatch(/sign in again/);
    }
  });

  it('removes the identity and personal data', async () => {
    const user = (await call('GET', `/users/${victim.user.id}`, other)).json();
    expect(user).toMatchObject({ deleted: true, display_name: null, profile_picture_url: null });
    expect(user.favorite_walls).toEqual([]);
    expect(user.climbs_todo).toEqual([]);
    const db = t.database.db;
    expect(await db.select().from(accounts).where(eq(accounts.id, victim.accountId))).toEqual([]);
    const payloads = await db
      .select()
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.payload}->>'accountId' = ${victim.accountId}`);
    expect(payloads).toEqual([]);
    const ticks = await db.select().from(ascents).where(eq(ascents.userId, victim.user.id));
    expect(ticks.map((a) => a.public)).toEqual([true]);
    const lists = await db.select().from(climbLists).where(eq(climbLists.ownerId, victim.user.id));
    expect(lists.map((l) => [l.name, l.public])).toEqual([['Club list', true]]);
    expect((await call('GET', `/climbs/${draftId}`, other)).statusCode).toBe(404);
    const follows = await db
      .select()
      .from(userFollows)
      .where(or(eq(userFollows.followerId, victim.user.id), eq(userFollows.followedId, victim.user.id)));
    expect(follows).toEqual([]);
    // The database-kept counts of the people on the other end moved with them.
    expect((await call('GET', `/users/${other.user.id}`, other)).json().followers_count).toBe(0);
    expect((await call('GET', `/users/${admin.user.id}`, admin)).json().following_count).toBe(0);
    const [row] = await db.select().from(users).where(eq(users.id, victim.user.id));
    expect(row!.subject).toBe(`deleted|${victim.user.id}`);
  });

  it('keeps what they gave the community, shown as a deleted user', async () => {
    const climb = (await call('GET', `/climbs/${climbId}`, other)).json();
    expect(climb).toMatchObject({ name: 'Left by Vic', user_id: victim.user.id, number_ascents: 2 });
    const comments = (await call('GET', `/comments?related_id=${climbId}`, other)).json();
    expect(comments.comments).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: commentId, comment: 'Great line' })]),
    );
    expect(climb.rating_votes.length).toBe(1);
  });

  it('passes a wall to its longest-standing admin and deletes one without admins with its photos', async () => {
    const wall = (await call('GET', `/walls/${handedWall}`, admin)).json();
    expect(wall.user_id).toBe(admin.user.id);
    expect(wall.admin_users).not.toContain(admin.user.id);
    expect(wall.is_editable).toBe(true);
    expect((await call('GET', `/walls/${lonelyWall}`, other)).statusCode).toBe(404);
    expect(existsSync(path.join(t.dataDir, 'files', 'walls', lonelyWall))).toBe(false);
    expect(readdirSync(path.join(t.dataDir, 'files', 'walls'))).toContain(handedWall);
  });

  it('lets a new sign-up take the username, and the identity sign up again later', async () => {
    const again = await createAccount(t.database.db, 'victim', 'another password', {
      ip: '127.0.0.1',
      signUpsPerHour: 1000,
    });
    expect(again.ok).toBe(true);
    // A token issued after the deletion (moved back a second here, not waited for) starts a new user.
    await t.database.db
      .update(revokedSubjects)
      .set({ revokedAt: sql`now() - interval '2 seconds'` })
      .where(eq(revokedSubjects.subject, `${t.app.tokenVerifier.issuer}|${victim.accountId}`));
    const fresh = await t.tokenFor(victim.accountId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${fresh}` },
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(victim.user.id);
  });
});

describe('deleting an account with a profile picture (issue 49, item 8)', () => {
  it('deletes its files: both sizes answer 404, also to a cache revalidating with the ETag', async () => {
    const pictured = await t.signUp('Pic Tured');
    const url = await t.setProfilePicture(pictured, jpeg);
    expect(url).toMatch(new RegExp(`^/images/users/${pictured.user.id}/[^/]+/w256\\.webp$`));
    const urls = [url, url.replace('w256', 'w96')];
    const etags: string[] = [];
    for (const u of urls) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect(res.statusCode, u).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      etags.push(String(res.headers.etag));
    }

    expect((await call('DELETE', `/users/${pictured.user.id}`, pictured)).statusCode).toBe(204);

    expect(existsSync(path.join(t.dataDir, 'files', 'users', pictured.user.id))).toBe(false);
    for (const [i, u] of urls.entries()) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect(res.statusCode, u).toBe(404);
      expect(res.json().code).toBe('not_found');
      // A browser or CDN holding the picture asks again after its max-age: it must hear the picture is gone.
      const revalidated = await t.app.inject({
        method: 'GET',
        url: u,
        headers: { 'if-none-match': etags[i] },
      });
      expect(revalidated.statusCode, `${u} revalidated`).toBe(404);
    }
  });
});
