// The server's memory as a small box sees it: RSS of the real server process (`node server/src/server.ts`,
// embedded PGlite unless DATABASE_URL is set) idle after start and a few requests, then its peak while a
// 12-megapixel phone photo is uploaded through the API (sampled every 50 ms). Figures, never pass/fail.
// `LEAN_MEMORY=false node bench/memory.mjs` measures the server without its small-box settings.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { signUpThroughProxy } from '../server/src/test/deployment/sign-in.ts';
import { startServer } from './start-server.mjs';

const IDLE_TARGET_MB = 350;
const PEAK_TARGET_MB = 1024;
const port = Number(process.env.MEMORY_BENCH_PORT ?? 8198);

/** A process's memory from /proc, in MB: VmRSS now, VmHWM its peak so far. */
const statusMb = (pid, field) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return line ? Math.round(Number(line[1]) / 1024) : 0;
};
const rssMb = (pid) => statusMb(pid, 'VmRSS');
const hwmMb = (pid) => statusMb(pid, 'VmHWM');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A photo-like 4000×3000 JPEG (gradients and grain, ~6 MB), as a phone sends it. */
async function twelveMegapixelJpeg() {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = (seed >>> 26) - 32;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, (x * 255) / width + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin((x + y) / 40) + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const jpeg = await twelveMegapixelJpeg();
const { base, pid, stop } = await startServer({ port, serveWeb: false });
const json = (res) => (res.ok ? res.json() : Promise.reject(new Error(`${res.url} answered ${res.status}`)));
try {
  const database = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  console.log(`Server memory (RSS of the server process, ${database})`);
  const startRss = rssMb(pid);
  // A climber's first minute: the walls, the demo wall and its revision, a sign-in.
  const { walls } = await json(await fetch(`${base}/api/walls`));
  await json(await fetch(`${base}/api/walls/${walls[0].id}`));
  await json(await fetch(`${base}/api/walls/${walls[0].id}/revisions/latest`));
  const { accessToken } = await signUpThroughProxy(base, 'Memory.Bench');
  const authorised = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  await json(await fetch(`${base}/api/users`, { method: 'POST', headers: authorised, body: '{}' }));
  // V8 gives back the start's garbage some 20 s after the work stops: idle is what stays.
  await sleep(30_000);
  const idle = rssMb(pid);
  const idleLine = `idle, 30 s after start and a sign-in ${String(idle).padStart(5)} MB   (target ≤ ${IDLE_TARGET_MB} MB; ${startRss} MB once ready, ${hwmMb(pid)} MB peak while starting)`;
  console.log(idle <= IDLE_TARGET_MB ? idleLine : `${idleLine}   ABOVE TARGET`);

  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const res = await fetch(`${base}/api/walls`, {
    method: 'POST',
    headers: authorised,
    body: JSON.stringify({ name: 'Memory bench', base64_image: jpeg.toString('base64') }),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  await sleep(500);
  clearInterval(sampler);
  if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${await res.text()}`);
  const peakLine = `12 MP photo upload (${(jpeg.length / 1e6).toFixed(1)} MB JPEG)     peak ${String(peak).padStart(5)} MB   ${seconds} s   (target ≤ ${PEAK_TARGET_MB} MB)`;
  console.log(peak <= PEAK_TARGET_MB ? peakLine : `${peakLine}   ABOVE TARGET`);
  await sleep(3000);
  console.log(`after the upload                     ${String(rssMb(pid)).padStart(5)} MB`);
} finally {
  await stop();
}
