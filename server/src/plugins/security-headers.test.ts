import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { BOOT_SCRIPT_HASH } from '../app-shell/boot-script.ts';
import { securityHeadersPlugin } from './security-headers.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'spraybook-dist-'));

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Spraybook</title>');
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP as a map of directive → sources. */
function csp(header: unknown) {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('browser security headers', () => {
  it('gives the web app a strict policy: scripts from self and the one boot script, no framing, no sniffing', async () => {
    for (const url of ['/', '/walls/some-wall']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'", BOOT_SCRIPT_HASH]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
      expect(policy['frame-src']).toEqual([
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://www.instagram.com',
      ]);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
  });

  it('locks API answers down completely', async () => {
    const res = await get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/api/nothing-here')).headers['content-security-policy']).toContain(
      "default-src 'none'",
    );
  });

  it('keeps Swagger UI working under its own policy', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    const policy = csp(page.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    for (const src of page.body.matchAll(/<script[^>]*src="([^"]+)"/g)) {
      expect((await get(new URL(src[1]!, 'http://x/api/docs/').pathname)).statusCode).toBe(200);
    }
    expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>/);
  });

  it('forbids framing the sign-in pages and allows only their own inline style', async () => {
    const res = await get('/auth/interaction/expired-or-unknown');
    expect(res.statusCode).toBe(400);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual([expect.stringMatching(/^'sha256-/)]);
    expect(res.body).not.toContain('style="');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends no HSTS over plain http', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind https', () => {
  it('adds HSTS and upgrades insecure requests when PUBLIC_URL is https', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      config: loadConfig({ PUBLIC_URL: 'https://spraybook.example' }),
    });
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await app.close();
  });
});
