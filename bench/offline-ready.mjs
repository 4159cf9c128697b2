// How soon a first visit is offline-ready (issue 43): a climber opens a shared wall or climb link on a
// phone, the signal goes a few seconds later and the tab reloads. For each delay, a fresh browser
// profile opens the page at 390 px under a phone's conditions (slow 4G for the page and its worker,
// bench/slow-link.mjs, and a 4x slower CPU, as Lighthouse's mobile preset), waits that long from the
// navigation, cuts the network and reloads: the page counts as ready when the reload shows its climbs (and,
// for a climb, its holds). Also prints the bytes the worker fetches to install, and the whole app's
// (the build's Workbox manifest, raw and as served compressed). Run `npm run build -w web` first.
// BENCH_PORT moves the app off its default port, WEB_DIST measures another build; `--delays 1,2,3` sets the delays in seconds.
// `--details` instead opens each page once, online, and prints where its first 10 s go: every request through
// the link (when it came, its answer's start and end, its bytes; `sw` marks the worker's own) and the page's
// milestones (first paint, the worker's registration, its states, the moment it controls the page).
import { readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { splitAppFiles } from '../web/src/shared/offline/app-files.ts';
import { SLOW_4G, startSlowLink } from './slow-link.mjs';
import { startServer } from './start-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT || 8197);
// WEB_DIST (as the server reads it) measures another build, e.g. an older commit's.
const DIST = process.env.WEB_DIST || fileURLToPath(new URL('../web/dist/', import.meta.url));
/** The issue's target: ready within 3 s of the first load. */
const TARGET_S = 3;
const delaysArg = process.argv.indexOf('--delays');
const DELAYS = delaysArg > 0 ? process.argv[delaysArg + 1].split(',').map(Number) : [1, 2, 3, 4, 6, 9];
/** Lighthouse's mobile preset's CPU: 4x slower (its network is bench/slow-link.mjs). */
const CPU_SLOWDOWN = 4;

/** Files and bytes (raw, and as served: brotli where the build has it). */
function sizeOf(files) {
  const size = (file) => (existsSync(file) ? statSync(file).size : 0);
  let raw = 0;
  let served = 0;
  for (const url of files) {
    const file = path.join(DIST, url.replace(/^\//, ''));
    raw += size(file);
    served += size(`${file}.br`) || size(file);
  }
  return { files: files.length, rawKiB: Math.round(raw / 1024), servedKiB: Math.round(served / 1024) };
}

/** What the worker fetches to install (the shell), and the whole app it keeps after (Workbox's manifest in dist/sw.js). */
function precacheBytes() {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const manifest = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))];
  return { install: sizeOf(splitAppFiles(manifest).shell), wholeApp: sizeOf(manifest) };
}

/** A fresh profile as a 390-px phone, and its page with the CPU slowed as Lighthouse's. */
async function phone(browser, initScript) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
  });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** One trial: a fresh profile opens `url`, waits `delayS`, goes offline and reloads. */
async function readyAfter(browser, url, delayS, shows) {
  const { context, page } = await phone(browser);
  try {
    // The delay counts from the first answer's arrival, not from `load` (which the photo holds back).
    const opened = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, opened + delayS * 1000 - Date.now()));
    // A reload the browser could not make leaves the old page on screen: only a new document counts.
    await page.evaluate(() => (window.beforeReload = true));
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load', timeout: 15_000 }).catch(() => undefined);
    const reloaded = await page.evaluate(() => window.beforeReload !== true).catch(() => false);
    return (
      reloaded &&
      (await shows(page).then(
        () => true,
        () => false,
      ))
    );
  } finally {
    await context.close();
  }
}

const DETAILS = process.argv.includes('--details');
const DETAILS_S = 10;

/** The page's milestones, in epoch ms: recorded from the document's start (an init script). */
function recordMilestones() {
  const marks = [];
  window.__milestones = marks;
  const mark = (what) => marks.push({ what, at: performance.timeOrigin + performance.now() });
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const register = workers.register.bind(workers);
  workers.register = (...args) => {
    mark('register()');
    return register(...args).then((registration) => {
      mark('registered');
      const watch = (worker) => worker?.addEventListener('statechange', () => mark(`worker ${worker.state}`));
      watch(registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      return registration;
    });
  };
  workers.addEventListener('controllerchange', () => mark('controllerchange'));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.push({ what: entry.name, at: performance.timeOrigin + entry.startTime });
  }).observe({ type: 'paint', buffered: true });
  addEventListener('DOMContentLoaded', () => mark('DOMContentLoaded'));
  addEventListener('load', () => mark('load'));
}

/** One first visit, online, for DETAILS_S: its requests and milestones, in seconds from the navigation. */
async function details(browser, url, requests) {
  const { context, page } = await phone(browser, recordMilestones);
  try {
    requests.length = 0;
    const opened = performance.timeOrigin + performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(DETAILS_S * 1000);
    const marks = await page.evaluate(() => window.__milestones ?? []);
    const s = (epoch) => ((epoch - opened) / 1000).toFixed(2).padStart(6);
    const lines = [
      ...marks.map((m) => ({ at: m.at, text: `${s(m.at)}  page: ${m.what}` })),
      ...requests.map((r) => {
        const by = r.headers['service-worker']
          ? 'sw script'
          : r.headers['sec-fetch-dest'] === 'empty'
            ? 'fetch'
            : r.headers['sec-fetch-dest'];
        return {
          at: r.came,
          text: `${s(r.came)}  ${r.method} ${r.url.slice(0, 90)} [${by}] answer ${s(r.began)}-${s(r.ended)}, ${Math.round(r.bytes / 1024)} kB`,
        };
      }),
    ].sort((a, b) => a.at - b.at);
    for (const line of lines) console.log(line.text);
    const total = requests.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `${requests.length} requests, ${Math.round(total / 1024)} kB through the link in ${DETAILS_S} s`,
    );
  } finally {
    await context.close();
  }
}

/** The wall page's climbs section, its count line ('12 climbs, newest first'). */
const climbsShow = (page) =>
  page
    .getByText(/^\d+ climbs?, newest first$/)
    .first()
    .waitFor({ timeout: 10_000 });
const holdsShow = (page) => page.locator('[data-holds-drawn="true"]').first().waitFor({ timeout: 10_000 });

// The app as the phone sees it: through the slow link, which PUBLIC_URL names (photos' addresses too).
const base = `http://127.0.0.1:${PORT + 1}`;
process.env.PUBLIC_URL = base;
const server = await startServer({ port: PORT, serveWeb: true });
const requests = [];
const onRequest = (request) =>
  requests.push({
    ...request,
    came: performance.timeOrigin + request.came,
    began: performance.timeOrigin + request.began,
    ended: performance.timeOrigin + request.ended,
  });
const stopLink = await startSlowLink({ port: PORT + 1, target: server.base, ...SLOW_4G, onRequest });
const stop = async () => {
  await stopLink();
  await server.stop();
};
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { walls } = await (await fetch(`${base}/api/walls?search_text=Spraywall%20of%20the%20Month`)).json();
  const wall = walls[0];
  const { climbs } = await (await fetch(`${base}/api/walls/${wall.id}/climbs?limit=50`)).json();
  const climb = climbs.find((c) => c.name === 'Warm-up ladder') ?? climbs[0];
  const pages = [
    { name: 'wall page', url: `${base}/walls/${wall.id}`, shows: climbsShow },
    { name: 'climb page', url: `${base}/walls/${wall.id}/climbs/${climb.id}`, shows: holdsShow },
  ];
  console.log('precache:', JSON.stringify(precacheBytes()));
  for (const { name, url, shows } of pages) {
    if (DETAILS) {
      console.log(`\n${name}, first visit online:`);
      await details(browser, url, requests);
      continue;
    }
    const results = [];
    for (const delay of DELAYS) results.push({ delay, ready: await readyAfter(browser, url, delay, shows) });
    // Ready from the first delay after which every longer one was ready too.
    const firstReady = results.findIndex((_, i) => results.slice(i).every((r) => r.ready));
    const readyS = firstReady < 0 ? null : results[firstReady].delay;
    const verdict = readyS !== null && readyS <= TARGET_S ? 'meets' : 'misses';
    console.log(
      `${name}: offline-ready after ${readyS ?? `more than ${DELAYS.at(-1)}`} s (${verdict} ${TARGET_S} s);`,
      results.map((r) => `${r.delay}s ${r.ready ? 'ready' : 'not'}`).join(', '),
    );
  }
} finally {
  await browser.close();
  await stop();
}
