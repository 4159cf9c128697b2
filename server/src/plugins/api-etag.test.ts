import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let climber: Member;

beforeAll(async () => {
  t = await buildTestApp();
  climber = await t.signUp('Etag Erin');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('API ETags', () => {
  it('marks reads with an ETag the browser must revalidate, kept private to that browser', async () => {
    const res = await get(`/api/users/${climber.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 without a body when the client already has the same answer', async () => {
    const first = await get(`/api/users/${climber.user.id}`);
    const again = await get(`/api/users/${climber.user.id}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the new answer once it changed', async () => {
    const url = `/api/users/${climber.user.id}`;
    const before = await get(url);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: climber.auth,
      payload: { display_name: 'Erin Renamed' },
    });
    expect(put.statusCode).toBe(200);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().display_name).toBe('Erin Renamed');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('tags the JSON, not the compressed bytes, and still compresses', async () => {
    const plain = await get('/api/grade-system-grades');
    const br = await get('/api/grade-system-grades', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const revalidated = await get('/api/grade-system-grades', {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('leaves errors and writes untagged', async () => {
    const missing = await get('/api/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
