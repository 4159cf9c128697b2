// Benchmarks: API throughput and latency under load (autocannon, loopback only), the wall-photo
// pipeline and the server's memory (bench/memory.mjs). Figures are printed against targets; nothing
// here is a pass/fail test.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from './start-server.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const { base, stop } = await startServer({ port: 8197, serveWeb: false });

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
  await stop();
}

console.log('\nImage pipeline');
execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/images.bench.ts')], {
  stdio: 'inherit',
});

console.log('\nServer memory');
execFileSync(process.execPath, [path.join(root, 'bench/memory.mjs')], { stdio: 'inherit' });
