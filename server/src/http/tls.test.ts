import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/deployment/free-port.ts';

// The real server process (`node src/server.ts`, as `npm start` runs it) with TLS_CERT_FILE and
// TLS_KEY_FILE set: it serves HTTPS itself, and a wrong file stops it with a line naming the variable.
const serverFolder = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), 'spraybook-tls-'));
const certFile = path.join(folder, 'cert.pem');
const keyFile = path.join(folder, 'key.pem');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: serverFolder,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', WEB_DIST: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A GET over HTTPS that trusts only `ca` (the test's self-signed certificate). */
function httpsGet(url: string, ca: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { ca }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(() => {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-days',
      '1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('HTTPS from TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('serves /readyz and the sign-in at an https:// PUBLIC_URL it defaults to', async () => {
    const port = await freePort();
    const dataDir = path.join(folder, 'data');
    mkdirSync(dataDir);
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      TLS_CERT_FILE: certFile,
      TLS_KEY_FILE: keyFile,
    });
    const ca = readFileSync(certFile);
    const base = `https://localhost:${port}`;
    try {
      let ready = 0;
      for (let i = 0; i < 1500 && ready !== 200; i++) {
        const gone = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('up'), 100))]);
        if (gone !== 'up') throw new Error(`the server exited (${String(gone)}):\n${server.output()}`);
        ready = await httpsGet(`${base}/readyz`, ca).then(
          (r) => r.status,
          () => 0,
        );
      }
      expect(ready).toBe(200);
      // The built-in sign-in's issuer is built from PUBLIC_URL, which TLS made https://.
      const discovery = await httpsGet(`${base}/oidc/.well-known/openid-configuration`, ca);
      expect(discovery.status).toBe(200);
      expect(JSON.parse(discovery.body)).toMatchObject({ issuer: `${base}/oidc` });
      // Plain HTTP on the same port gets no answer from the app.
      const plain = await fetch(`http://localhost:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      expect(plain).not.toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 200_000);
});

// Each start below ends before the database opens; they run side by side.
describe.concurrent('a wrong TLS setting stops the start', () => {
  it('stops with a line naming TLS_CERT_FILE and the path when the certificate is missing', async () => {
    const missing = path.join(folder, 'no-such-cert.pem');
    const server = startServer({ PORT: '1', TLS_CERT_FILE: missing, TLS_KEY_FILE: keyFile });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(
      `TLS_CERT_FILE names ${missing}, which cannot be read: there is no such file`,
    );
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('stops with a line naming TLS_KEY_FILE and the path when the key cannot be read', async () => {
    // Tests may run as root, who reads any file: a folder is a path no one reads as a file.
    const server = startServer({ PORT: '1', TLS_CERT_FILE: certFile, TLS_KEY_FILE: folder });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(`TLS_KEY_FILE names ${folder}, which cannot be read: it is a folder`);
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('stops naming both variables when the key is not the certificate’s', async () => {
    const server = startServer({ PORT: '1', TLS_CERT_FILE: certFile, TLS_KEY_FILE: certFile });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(`TLS_CERT_FILE (${certFile}) and TLS_KEY_FILE (${certFile})`);
  }, 60_000);

  it('stops naming TLS_KEY_FILE when only the certificate is set', async () => {
    const server = startServer({ PORT: '1', TLS_CERT_FILE: certFile });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('Spraybook cannot start: TLS_KEY_FILE is required with TLS_CERT_FILE');
  }, 60_000);
});
