import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('users API', () => {
  it('answers 404 on /users/me before the user is created, then creates it with POST /users {}', async () => {
    const token = await t.tokenFor('first-sign-in');
    const before = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ detail: 'User not found', code: 'not_found' });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(token),
      payload: {},
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      display_name: null,
      deleted: false,
      favorite_walls: [],
      mobile_extra_canvas_padding: 50,
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(created.json().id);
  });

  it('creating the same user twice returns the one user', async () => {
    const token = await t.tokenFor('two-tabs');
    const a = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload: {} });
    const b = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload: {} });
    expect(a.json().id).toBe(b.json().id);
  });

  it('refuses writes without a token with 401 and a detail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('You need to login to add stuff and vote.');
  });

  it('refuses expired, forged and wrong-audience tokens with 401', async () => {
    const expired = await t.tokenFor('x', { expiresIn: '-1m' });
    const wrongAudience = await t.tokenFor('x', { audience: 'someone-else' });
    const forged = (await t.tokenFor('x')).replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
    for (const token of [expired, wrongAudience, forged, 'not-a-jwt']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toMatch(/sign in again/);
    }
  });

  it('lets a user change their display name and default grade system', async () => {
    const { user, auth } = await t.signUp();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { display_name: '  Alex Honnold  ', default_grade_system: 'Font' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ display_name: 'Alex Honnold', default_grade_system: 'Font' });
    const read = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(read.json().display_name).toBe('Alex Honnold');
  });

  it('rejects an empty display name and an unknown grade system with a detail', async () => {
    const { user, auth } = await t.signUp();
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { display_name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe("Display name can't be empty");
    const system = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: auth,
      payload: { default_grade_system: 'YDS' },
    });
    expect(system.statusCode).toBe(400);
    expect(system.json().detail).toMatch(/default_grade_system/);
  });

  it('answers the unchanged user to a PUT with no known fields', async () => {
    const { user, auth } = await t.signUp('Lynn Hill');
    for (const payload of [{}, { nickname: 'Lynn' }]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: auth, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, display_name: 'Lynn Hill' });
    }
  });

  it("forbids changing another user's settings, even with an empty body", async () => {
    const a = await t.signUp('Alice');
    const b = await t.signUp('Bob');
    for (const payload of [{ display_name: 'Hacked' }, {}]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${a.user.id}`,
        headers: b.auth,
        payload,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('You can only change your own account.');
    }
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/users/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('The id is not valid.');
  });

  it('finds users by part of their display name, case-insensitively', async () => {
    await t.signUp('Janja Garnbret');
    await t.signUp('Adam Ondra');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/search?display_name=GARN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { display_name: string }) => u.display_name)).toEqual(['Janja Garnbret']);
    const none = await t.app.inject({ method: 'GET', url: '/api/users/search?display_name=' });
    expect(none.statusCode).toBe(400);
  });
});

describe('platform', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('serves an OpenAPI 3.1 document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/walls/{id}');
  });

  it('answers unknown API paths and malformed JSON with the one error shape', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('detail');
    const { auth } = await t.signUp();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('detail');
  });

  it('gives the browser its sign-in configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().oidc).toMatchObject({
      authority: 'http://localhost:8080/oidc',
      client_id: 'spraybook-web',
    });
  });
});
