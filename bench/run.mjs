// Benchmarks: API throughput and latency under load (autocannon, loopback only) and the
// wall-photo pipeline. Figures are printed against targets; nothing here is a pass/fail test.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = 8197;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'spraybook-bench-'));

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'server/src/server.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

function load(title, url, targetP99Ms) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, duration: 10 }, (err, result) => {
      if (err) return reject(err);
      const line = `${title.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   (target p99 < ${targetP99Ms} ms)   errors ${result.errors + result.non2xx}`;
      console.log(result.latency.p99 <= targetP99Ms ? line : `${line}   ABOVE TARGET`);
      resolve(result);
    });
  });
}

try {
  await waitForHealth();
  const { walls } = await (await fetch(`${base}/api/walls`)).json();
  const wall = walls[0];
  const database = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  console.log(`HTTP (20 connections, 10 s each, one server process, ${database})`);
  await load('GET /api/walls', `${base}/api/walls`, 100);
  await load('GET /api/walls?search_text', `${base}/api/walls?search_text=spray`, 100);
  await load('GET /api/walls/{id}', `${base}/api/walls/${wall.id}`, 60);
  await load('GET /api/walls/{id}/revisions', `${base}/api/walls/${wall.id}/revisions/latest`, 150);
  await load('GET thumbnail (WebP)', `${base}${wall.thumbnail_url}`, 30);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nImage pipeline');
execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/images.bench.ts')], {
  stdio: 'inherit',
});
