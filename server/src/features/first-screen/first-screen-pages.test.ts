import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jpeg: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
const dist = mkdtempSync(path.join(tmpdir(), 'spraybook-dist-'));

beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Spraybook</title>' +
      '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ WEB_DIST: dist });
  jpeg = (await phoneJpeg(900, 600)).toString('base64');
  owner = await t.signUp('Owner Olga');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const createWall = (overrides: Record<string, unknown> = {}) =>
  t.addWall(owner, { name: 'The Board <b>', gym_name: 'Gym & Co', base64_image: jpeg, ...overrides });

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body;
};
const hasFirstScreen = (html: string) => html.includes('<div id="first-screen">');

describe("a public wall's page on a first visit", () => {
  it('comes with its first screen: banner photo with every variant and its size, name, gym, tabs', async () => {
    const id = await createWall();
    const html = await page(`/walls/${id}`);
    expect(hasFirstScreen(html)).toBe(true);
    expect(html).toContain('<h1 class="fs-title">The Board &#60;b&#62;</h1>');
    expect(html).toContain('At Gym &#38; Co');
    expect(html).toContain('<title>The Board &#60;b&#62; · Spraybook</title>');
    // A 900-px photo has one variant (640): variants never upscale.
    expect(html).toMatch(/srcset="[^"]*\/w640\.webp 640w"/);
    expect(html).toContain('width="900" height="600"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain(`href="/walls/${id}/list"`);
    expect(html).toContain('<script type="application/json" id="app-assets">');
    expect(html).not.toContain('<script type="module"');
  });

  it('has none for a private wall, an archived one, an unknown or malformed id, or another route', async () => {
    const privateId = await createWall({ private: true });
    const archivedId = await createWall();
    const archive = await t.app.inject({
      method: 'PUT',
      url: `/api/walls/${archivedId}`,
      headers: owner.auth,
      payload: { archived: true },
    });
    expect(archive.statusCode, archive.body).toBe(200);
    for (const url of [
      `/walls/${privateId}`,
      `/walls/${archivedId}`,
      '/walls/00000000-0000-4000-8000-000000000000',
      '/walls/not-a-uuid',
      `/walls/${archivedId}/list`,
      '/settings',
    ]) {
      const html = await page(url);
      expect(hasFirstScreen(html), url).toBe(false);
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    }
  });

  it('leaves index.html itself (what the service worker keeps for every route) without one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(hasFirstScreen(res.body)).toBe(false);
  });
});

describe('the home page on a first visit', () => {
  it('comes with its hero', async () => {
    const html = await page('/');
    expect(hasFirstScreen(html)).toBe(true);
    expect(html).toContain('Share your problems');
    expect(html).toContain('<title>Spraybook</title>');
  });
});
