import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('request id', () => {
  it("keeps the proxy's X-Request-Id and echoes it in the answer", async () => {
    const id = 'f3a9c1d2e4b5a6978812345678abcdef';
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('makes one up when none was sent, a new one each time', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const second = await t.app.inject({ method: 'GET', url: '/api/walls/not-an-id' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('replaces an id that could forge or bloat log lines', async () => {
    for (const sent of ['a b', 'x"}{"level":60', 'é', 'a'.repeat(129)]) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
