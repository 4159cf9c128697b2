import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'spraybook-dist-'));
const script = `console.log(${JSON.stringify('spraywall '.repeat(400))});`;
const page = `<!doctype html><title>Spraybook</title><p>${'A page of the app. '.repeat(100)}</p>`;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), page);
  writeFileSync(path.join(dist, 'assets', 'app.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
  t = await buildTestApp({ WEB_DIST: dist });
  // Enough users that the search answer passes the 1 KiB compression threshold.
  await Promise.all(
    Array.from({ length: 12 }, (_, i) => t.signUp(`Compressed Climber with a long display name ${i}`)),
  );
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression', () => {
  it('sends API answers brotli-compressed to clients that accept it', async () => {
    const plain = await get('/api/users/search?display_name=compressed');
    const res = await get('/api/users/search?display_name=compressed', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends plain JSON to clients that do not ask for compression', async () => {
    const res = await get('/api/users/search?display_name=compressed');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveLength(10);
  });

  it("serves the web build's precompressed twin instead of compressing again", async () => {
    const res = await get('/assets/app.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect((await get('/assets/app.js')).body).toBe(script);
  });

  it("compresses the app's pages, which no route serves (every address but the API's and files)", async () => {
    const br = await get('/walls/not-a-route-but-a-page', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gzip = await get('/settings', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await get('/settings');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});
