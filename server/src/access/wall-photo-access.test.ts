import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageCacheControl, PUBLIC_IMAGE_MAX_AGE } from '../images/image-cache-control.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { SIGNED_URL_WINDOW_SECONDS } from '../images/signed-image-url.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, invited: Member, stranger: Member;
let privateWall: string, publicWall: string;
let jpeg: string;

const get = (url: string, who?: Member) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const keyOf = (url: string) => new URL(url, 'http://x').pathname.slice('/images/'.length);
const plain = (url: string) => url.split('?')[0]!;

const createWall = (payload: Record<string, unknown>, by = owner) =>
  t.addWall(by, { base64_image: jpeg, ...payload });

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = (await phoneJpeg(900, 600)).toString('base64');
  [owner, invited, stranger] = await Promise.all([
    t.signUp('Owner'),
    t.signUp('Invited'),
    t.signUp('Stranger'),
  ]);
  privateWall = await createWall({ name: 'Secret', private: true, invited_users: [invited.user.id] });
  publicWall = await createWall({ name: 'Open' });
});
afterAll(() => t.close());

describe("a private wall's photos", () => {
  it('are served to an invited user at the signed URLs of the wall and revision answers, cached privately', async () => {
    const wall = (await get(`/api/walls/${privateWall}`, invited)).json();
    const revision = (await get(`/api/walls/${privateWall}/revisions/latest`, invited)).json();
    for (const url of [
      wall.image_url,
      wall.thumbnail_url,
      revision.image_url,
      revision.image_variants[0].url,
    ]) {
      expect(url).toMatch(/\?exp=\d+&sig=[\w-]+$/);
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers['cache-control'] as string)?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(2 * SIGNED_URL_WINDOW_SECONDS);
    }
  });

  it('answer 404 to a stranger without a signature, with a forged one, or with an expired one', async () => {
    const { image_url: url } = (await get(`/api/walls/${privateWall}`, owner)).json();
    expect((await get(`/api/walls/${privateWall}`, stranger)).statusCode).toBe(404);
    const expired = t.ctx.imageUrls.signedUrl(keyOf(url), Math.floor(Date.now() / 1000) - 1);
    const forged = url.replace(/sig=[\w-]+/, `sig=${'A'.repeat(43)}`);
    for (const attempt of [plain(url), forged, expired]) {
      const res = await get(attempt, stranger);
      expect(res.statusCode, attempt).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found', code: 'not_found' });
    }
  });

  it('answer 404 to an invited user once removed, who gets no fresh signature', async () => {
    const wall = await createWall({ name: 'Crew only', private: true, invited_users: [invited.user.id] });
    const { image_url: url } = (await get(`/api/walls/${wall}`, invited)).json();
    expect((await get(url)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/walls/${wall}`,
      headers: owner.auth,
      payload: { name: 'Crew only', private: true, invited_users: [] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(`/api/walls/${wall}`, invited)).statusCode).toBe(404);
    const expired = t.ctx.imageUrls.signedUrl(keyOf(url), Math.floor(Date.now() / 1000) - 1);
    for (const attempt of [plain(url), expired, url.replace(/sig=[\w-]+/, 'sig=forged')]) {
      expect((await get(attempt, invited)).statusCode, attempt).toBe(404);
    }
  });

  it('get a new signature in cached revision answers when the window turns', async () => {
    const windowMs = SIGNED_URL_WINDOW_SECONDS * 1000;
    const windowEnd = Math.ceil(Date.now() / windowMs) * windowMs;
    // Tokens are checked against the clock too: this test's user signs up on the faked one.
    vi.useFakeTimers({ toFake: ['Date'], now: windowEnd - 1000 });
    try {
      const keeper = await t.signUp('Keeper');
      const wall = await createWall({ name: 'Window', private: true }, keeper);
      const latest = `/api/walls/${wall}/revisions/latest`;
      const first = (await get(latest, keeper)).json().image_url;
      expect((await get(latest, keeper)).json().image_url).toBe(first);
      vi.setSystemTime(windowEnd + 1000);
      const next = (await get(latest, keeper)).json().image_url;
      expect(next).not.toBe(first);
      expect((await get(next)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a public wall's photos", () => {
  it('are served to anyone at plain URLs, cached for minutes only, since the wall can turn private', async () => {
    const wall = (await get(`/api/walls/${publicWall}`)).json();
    expect(wall.image_url).not.toContain('?');
    const res = await get(wall.image_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`public, max-age=${PUBLIC_IMAGE_MAX_AGE}`);
    expect(res.headers['cache-control']).not.toContain('immutable');
    expect(PUBLIC_IMAGE_MAX_AGE).toBeLessThanOrEqual(15 * 60);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('revalidate with a bodiless 304 while public, and answer 404 to the same request once private', async () => {
    const wall = await createWall({ name: 'Soon secret' });
    const { image_url: url, thumbnail_url: thumb } = (await get(`/api/walls/${wall}`, owner)).json();
    const first = await get(url);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(`public, max-age=${PUBLIC_IMAGE_MAX_AGE}`);
    // Another file's tag is no match: that photo is sent whole.
    const other = await t.app.inject({
      method: 'GET',
      url: thumb,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);

    const turned = await t.app.inject({
      method: 'PUT',
      url: `/api/walls/${wall}`,
      headers: owner.auth,
      payload: { name: 'Soon secret', private: true },
    });
    expect(turned.statusCode, turned.body).toBe(200);
    const afterwards = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(afterwards.statusCode).toBe(404);
    // Its members now get signed URLs, cached privately.
    const signed = (await get(`/api/walls/${wall}`, owner)).json().image_url;
    expect(signed).toMatch(/\?exp=\d+&sig=/);
    expect((await get(signed)).headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('cache like every public image: profile pictures too go away (with their account) within minutes', async () => {
    expect(await imageCacheControl(t.ctx, 'users/some-user/picture.webp', {})).toBe(
      `public, max-age=${PUBLIC_IMAGE_MAX_AGE}`,
    );
  });

  it('answer 404 for a key under walls/ that names no wall', async () => {
    expect((await get('/images/walls/not-a-wall/x/original.jpg')).statusCode).toBe(404);
    const unknown = `/images/walls/${crypto.randomUUID()}/x/original.jpg`;
    expect((await get(unknown)).statusCode).toBe(404);
  });
});
