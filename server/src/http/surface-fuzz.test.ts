import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoServerError, type FuzzRequest } from '../test/fuzz-requests.ts';
import { fuzzSettings } from '../test/fuzz-settings.ts';
import { hostileIdSegment, hostileString, urlEncode } from '../test/fuzz-values.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// The routes outside the contract: images, the OpenID Connect provider and its sign-in pages.
const { seed, runs } = fuzzSettings(6);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const send = (request: FuzzRequest, opts?: { detailOn4xx: boolean }) =>
  expectNoServerError((o) => t.app.inject(o), request, opts);

const form = (fields: [string, string][]) => fields.map(([k, v]) => `${k}=${v}`).join('&');
const formValue = fc.oneof(hostileString.map(urlEncode), fc.constantFrom('%00', 'a%00', '%zz', '%C0%80'));

describe('surfaces outside the contract', () => {
  it('answers a NUL or an over-long image key with 404 and a detail', async () => {
    for (const key of ['%00', `walls/${'a'.repeat(300)}.webp`, 'a%00b.webp']) {
      const res = await send({ method: 'GET', url: `/images/${key}`, headers: {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers a refresh token with NUL as an invalid grant, not 500', async () => {
    const res = await send(
      {
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=refresh_token&client_id=spraybook-web&refresh_token=%00',
      },
      { detailOn4xx: false },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it(`never answers 5xx to hostile image paths, and every 4xx carries a detail (seed ${seed})`, async () => {
    const path = fc
      .array(hostileIdSegment, { minLength: 0, maxLength: 3 })
      .map((s) => `/images/${s.join('/')}`);
    await fc.assert(
      fc.asyncProperty(path, async (url) => {
        await send({ method: 'GET', url, headers: {} });
      }),
      { seed, numRuns: runs },
    );
  });

  // The provider answers OAuth's own error shape (`{ error, error_description }`) and HTML pages, as
  // its clients expect: these only must never fail on our side.
  it(`never answers 5xx to hostile token requests (seed ${seed})`, async () => {
    const grant = fc.constantFrom('refresh_token', 'authorization_code', 'client_credentials', '%00', '');
    const field = fc.constantFrom(
      'refresh_token',
      'code',
      'code_verifier',
      'redirect_uri',
      'client_id',
      'resource',
    );
    const request = fc
      .tuple(grant, fc.array(fc.tuple(field, formValue), { maxLength: 4 }))
      .map(([g, fields]) => form([['grant_type', g], ['client_id', 'spraybook-web'], ...fields]));
    await fc.assert(
      fc.asyncProperty(request, async (payload) => {
        await send(
          {
            method: 'POST',
            url: '/oidc/token',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload,
          },
          { detailOn4xx: false },
        );
      }),
      { seed, numRuns: runs },
    );
  });

  it(`never answers 5xx to hostile sign-in pages and forms (seed ${seed})`, async () => {
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST'),
      uid: hostileIdSegment,
      cookie: fc.option(
        hostileString.map((v) => `_interaction=${urlEncode(v)}`),
        { nil: undefined },
      ),
      body: fc.array(fc.tuple(fc.constantFrom('username', 'password', 'intent'), formValue), {
        maxLength: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ method, uid, cookie, body }) => {
        const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
        if (cookie) headers.cookie = cookie;
        await send(
          {
            method,
            url: `/auth/interaction/${uid}`,
            headers,
            payload: method === 'POST' ? form(body) : undefined,
          },
          { detailOn4xx: false },
        );
      }),
      { seed, numRuns: runs },
    );
  });
});
