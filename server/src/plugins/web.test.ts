import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOT_FOUND } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'spraybook-dist-'));
const page = (head: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" />${head}<title>Spraybook</title></head><body><div id="root"></div></body></html>`;
/** The build's web/src/first-screen/stale-assets.ts, a stand-in ($& would be a replace pattern). */
const staleAssets = 'addEventListener("error",function(){/* $& */},true);';

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), page(''));
  mkdirSync(path.join(dist, 'first-screen'));
  writeFileSync(path.join(dist, 'first-screen', 'stale-assets.js'), staleAssets);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'sw.js'), 'self;');
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the web build', () => {
  it('serves its files: hashed assets for a year, the worker never cached', async () => {
    const chunk = await get('/assets/index-abc123.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect(chunk.headers['cache-control']).toContain('immutable');
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  // A page of one release asks a node of another for its chunk (a rolling deploy behind round-robin):
  // the page's HTML with a 200 would be read as a broken script, and cached as one.
  it.each([
    '/assets/does-not-exist.js',
    '/assets/does-not-exist.css',
    '/assets/index-abc123.js.map',
    '/assets/photo',
    '/assets/',
    '/workbox-1234abcd.js',
    '/sw.js.map',
    '/manifest.webmanifest',
    '/icon-192.png',
    '/first-screen/climb-view.js',
    '/walls/some-wall/chunk.js?v=2',
    // No file of the build, and no page either: what monitors and scanners ask for.
    '/metrics',
    '/readyz/deep',
    '/.env',
    '/.git/config',
    '/wp-login.php',
    '/backup.tar',
  ])('answers a file it does not have, %s, with a 404 that is no page and no cache keeps', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ detail: NOT_FOUND });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  // Spec: every other path is the home screen.
  it.each([
    '/walls',
    '/walls/0b0e7c52-9a1f-4a57-8f1e-3f7d2c1a9b10/climbs/x',
    '/settings?tab=1',
    '/no-such-page',
  ])("answers the app's routes, %s, with its page", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(page(`<script>${staleAssets}</script>`));
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  // '/' comes with the home page's first screen: its app files are added later, by the boot script.
  // /index.html is what the service worker keeps and answers navigations with: a page whose entry script
  // a node refuses must reload from there too.
  it.each(['/walls', '/', '/index.html', '/index.html?__WB_REVISION__=abc'])(
    "puts the stale-assets script first in the page's head, allowed by its hash: %s",
    async (url) => {
      const res = await get(url);
      expect(res.body).toContain(`<head><meta charset="UTF-8" /><script>${staleAssets}</script>`);
      const hash = createHash('sha256').update(staleAssets).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    },
  );
});
