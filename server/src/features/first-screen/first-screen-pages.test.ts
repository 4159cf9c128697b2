import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';

/** Stands in for the built climb view script (web/src/first-screen/climb-view.ts). */
const CLIMB_VIEW = 'window.climbViewRan=true;';

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
  mkdirSync(path.join(dist, 'first-screen'));
  writeFileSync(path.join(dist, 'first-screen', 'climb-view.js'), CLIMB_VIEW);
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

const CONSENTED = { cookie: 'theme=dark; cookie_consent=true' };
const page = async (url: string, headers: Record<string, string> = CONSENTED) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.vary).toContain('cookie');
  return res.body;
};
const hasFirstScreen = (html: string) => /<div id="first-screen"[ >]/.test(html);
const NOTICE = 'aria-label="Cookie notice"';

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

  it("has the boot script ask for the wall's first climbs as the app does, so the worker keeps them for offline", async () => {
    const id = await createWall();
    const assets = /<script type="application\/json" id="app-assets">(.*?)<\/script>/.exec(
      await page(`/walls/${id}`),
    );
    const { reads } = JSON.parse(assets![1]!) as { reads: string[] };
    expect(reads).toContain(`/api/walls/${id}/climbs?limit=10&skip=0`);
    const listed = await t.app.inject({ method: 'GET', url: reads.at(-1)! });
    expect(listed.statusCode).toBe(200);
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

describe('the cookie notice in a first screen', () => {
  it('shows, as in the app, until the visitor has accepted it', async () => {
    const id = await createWall();
    for (const url of ['/', `/walls/${id}`]) {
      const html = await page(url, {});
      expect(html, url).toContain(NOTICE);
      expect(html, url).toContain('This app/website uses cookies to enhance the user experience.');
      // Only the climb's full-height column needs the notice's room.
      expect(html, url).not.toContain('<div class="fs-cookie fs-cookie-room"');
      expect(await page(url), url).not.toContain(NOTICE);
      expect(await page(url, { cookie: 'cookie_consent=false' }), url).toContain(NOTICE);
    }
  });
});

describe('the home page on a first visit', () => {
  it('comes with its hero', async () => {
    const html = await page('/');
    expect(hasFirstScreen(html)).toBe(true);
    expect(html).toContain('Share your problems');
    expect(html).toContain('<title>Spraybook</title>');
  });

  it("draws the spraywall of the month's card under the hero, and hands the app its answer as the API gives it", async () => {
    await createWall({ name: 'Month & Board' });
    const html = await page('/');
    const spotlight = (await t.app.inject({ method: 'GET', url: '/api/walls/spotlight' })).json();
    expect(spotlight).not.toBeNull();
    const card = /<a class="fs-spotlight" href="([^"]+)">(.*?)<\/a>/s.exec(html)!;
    expect(card[1]).toBe(`/walls/${spotlight.id}`);
    expect(card[2]).toContain('Spraywall of the month');
    expect(card[2]).toContain(
      `srcset="${spotlight.image_variants.map((v: { url: string; width: number }) => `${v.url} ${v.width}w`).join(', ')}"`,
    );
    expect(card[2]).toContain('data-first-screen-lcp');
    const answers = JSON.parse(
      /<script type="application\/json" id="fs-answers">(.*?)<\/script>/.exec(html)![1]!,
    ) as unknown;
    expect(answers).toEqual([{ route: 'getSpotlightWall', params: {}, body: spotlight }]);
  });
});

describe("a public climb's page on a first visit", () => {
  const setClimb = async (overrides: Record<string, unknown> = {}, wall: Record<string, unknown> = {}) => {
    const wallId = await createWall(wall);
    const { holdIds } = await traceHolds(t, owner, wallId, 3);
    const res = await climbCalls(t).create(
      climbBody(wallId, holdIds, { name: 'Crimp <line>', ...overrides }),
      owner,
    );
    expect(res.statusCode, res.body).toBe(201);
    return { wallId, climbId: res.json().id as string, holdIds };
  };

  it("comes with its first screen: name, grade, place in the wall's list, the climb's holds and the view script", async () => {
    const { wallId, climbId, holdIds } = await setClimb({ grade: 20 });
    const html = await page(`/walls/${wallId}/climbs/${climbId}`);
    expect(hasFirstScreen(html)).toBe(true);
    expect(html).toContain('<div id="first-screen" class="fs-full-height">');
    expect(html).toContain('<h1 class="fs-climb-title">Crimp &#60;line&#62;</h1>');
    expect(html).toContain('<title>Crimp &#60;line&#62; · The Board &#60;b&#62; · Spraybook</title>');
    expect(html).toContain('<span class="fs-sheet-position">1 of 1</span>');
    // Tick works before the app has started: it loads the page asking for its tick sheet.
    expect(html).toContain(
      `<a class="fs-tick" href="/walls/${wallId}/climbs/${climbId}?action=tick">Tick</a>`,
    );
    expect(html).toContain(`<script>${CLIMB_VIEW}</script>`);
    const data = JSON.parse(
      /<script type="application\/json" id="fs-climb-data">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(data.holds.map((h: { id: string }) => h.id).sort()).toEqual([...holdIds].sort());
    expect(data.climb.start_holds).toEqual([holdIds[0]]);
    // Only what the script needs: the revision's other holds stay out of the page.
    expect(Object.keys(data.photo).sort()).toEqual([
      'image_height',
      'image_url',
      'image_variants',
      'image_width',
    ]);
    expect(data.photo.image_width).toBe(900);
  });

  it('carries the answers it was drawn from exactly as the API gives them to a visitor, for the app to start from', async () => {
    const { wallId, climbId } = await setClimb({ grade: 20 });
    const html = await page(`/walls/${wallId}/climbs/${climbId}`);
    const answers = JSON.parse(
      /<script type="application\/json" id="fs-answers">(.*?)<\/script>/.exec(html)![1]!,
    ) as { route: string; params: Record<string, string>; body: unknown }[];
    const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    expect(answers).toEqual([
      { route: 'getClimb', params: { id: climbId }, body: await api(`/api/climbs/${climbId}`) },
      { route: 'getWall', params: { id: wallId }, body: await api(`/api/walls/${wallId}`) },
      {
        route: 'getClimbNeighbours',
        params: { id: wallId, climbId },
        body: await api(`/api/walls/${wallId}/climbs/${climbId}/neighbours`),
      },
    ]);
    const wallPage = await page(`/walls/${wallId}`);
    expect(wallPage).toContain('<script type="application/json" id="fs-answers">');
  });

  it('has the cookie notice and its room in the column before the view script, which fits the photo above them', async () => {
    const { wallId, climbId } = await setClimb();
    const html = await page(`/walls/${wallId}/climbs/${climbId}`, {});
    const room = html.indexOf('<div class="fs-cookie fs-cookie-room" aria-hidden="true">');
    expect(room).toBeGreaterThan(html.indexOf(NOTICE));
    expect(room).toBeLessThan(html.indexOf(`<script>${CLIMB_VIEW}</script>`));
    expect(html.indexOf(NOTICE)).toBeGreaterThan(
      html.indexOf('<div id="first-screen" class="fs-full-height">'),
    );
    expect(html.indexOf(NOTICE)).toBeLessThan(html.indexOf(`<script>${CLIMB_VIEW}</script>`));
  });

  it('allows the view script by its hash in the page policy', async () => {
    const { createHash } = await import('node:crypto');
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const hash = createHash('sha256').update(CLIMB_VIEW).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('has none for a draft, a climb on a private wall, a climb under another wall, or a link with a query', async () => {
    const draft = await setClimb({ draft: true });
    const hidden = await setClimb({}, { private: true });
    const other = await setClimb();
    for (const url of [
      `/walls/${draft.wallId}/climbs/${draft.climbId}`,
      `/walls/${hidden.wallId}/climbs/${hidden.climbId}`,
      `/walls/${draft.wallId}/climbs/${other.climbId}`,
      `/walls/${other.wallId}/climbs/${other.climbId}?tab=details`,
      `/walls/${other.wallId}/climbs/${other.climbId}?sort_key=name`,
      `/walls/${other.wallId}/climbs/00000000-0000-4000-8000-000000000000`,
    ]) {
      const html = await page(url);
      expect(hasFirstScreen(html), url).toBe(false);
    }
  });
});
