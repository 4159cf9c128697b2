// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the home page, the demo
// wall's page and one of its climbs, served by the built app: a first visit (empty cache: what a
// shared link opens) and a repeat visit (the service worker installed by a visit before it). Run
// `npm run build -w web` first. `--runs N` takes the median run of N per page by performance score; `--pages home,climb` measures only
// those; `--details` also names the LCP element and what
// shifted the layout. Each page also gets Lighthouse's best-practices audits and, as Lighthouse 12
// dropped its PWA category, the install checks Chromium itself makes (its installability errors,
// the manifest's icons, screenshots and shortcuts) and whether a service worker controls the page.
// BENCH_PORT and LIGHTHOUSE_DEBUG_PORT move the app and Chromium off their default ports.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startServer } from './start-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT || 9337);
const APP_PORT = Number(process.env.BENCH_PORT || 8198);
const TARGETS = { performance: 0.95, lcpMs: 1500, cls: 0.02, tbtMs: 200 };
/** A repeat visit's largest paint: the app and the wall come from the service worker's caches. */
const REPEAT_LCP_MS = 800;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
const details = process.argv.includes('--details');
/** `--pages home,climb` measures only those pages (home, wall, climb). */
const pagesArg = process.argv.indexOf('--pages');
const onlyPages = pagesArg > 0 ? process.argv[pagesArg + 1].split(',') : null;

async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'spraybook-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(profile, { recursive: true, force: true });
  };
}

/** One Lighthouse run; `repeat` keeps what an earlier visit left (service worker, caches) instead of clearing it. */
async function audit(url, { repeat = false } = {}) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'best-practices'],
    disableStorageReset: repeat,
  });
  const { audits, categories, runtimeError } = result.lhr;
  // A run Lighthouse could not measure (it says why, e.g. NO_LCP) is reported, never counted.
  if (runtimeError || categories.performance.score === null)
    return { error: runtimeError?.code ?? 'no score' };
  const bestPractices = categories['best-practices'];
  return {
    performance: categories.performance.score,
    bestPractices: bestPractices.score,
    // Audits that count towards the score and did not pass (a null score is 'not applicable').
    bestPracticeMisses: bestPractices.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${ref.id}: ${audits[ref.id].title}`),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    lcpElement: nodes(audits['lcp-breakdown-insight']),
    shifts: nodes(audits['layout-shifts']),
  };
}

/** The page elements an audit names, with their score where it has one. */
function nodes(audit) {
  const found = [];
  const walk = (value) => {
    if (!value || typeof value !== 'object') return;
    if (value.type === 'node' && value.snippet) found.push(value.snippet.slice(0, 120));
    if (typeof value.score === 'number' && found.length) found.push(`  score ${value.score.toFixed(3)}`);
    for (const v of Array.isArray(value) ? value : Object.values(value)) walk(v);
  };
  walk(audit?.details?.items);
  return found;
}

/** The median of the runs Lighthouse measured; null when none was. */
function median(results) {
  const sorted = results.filter((r) => !r.error).sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

const runSummary = (r) =>
  r.error ? `not measured (${r.error})` : `${r.performance.toFixed(2)}/${(r.lcpMs / 1000).toFixed(2)} s`;

function report(title, r, lcpTarget = TARGETS.lcpMs) {
  if (!r) return console.log(`${title.padEnd(20)} no run measured`);
  const flag = (ok) => (ok ? '' : ' (off target)');
  console.log(
    `${title.padEnd(20)} performance ${r.performance.toFixed(2)}${flag(r.performance >= TARGETS.performance)}` +
      `   LCP ${(r.lcpMs / 1000).toFixed(2)} s${flag(r.lcpMs <= lcpTarget)}` +
      `   CLS ${r.cls.toFixed(3)}${flag(r.cls <= TARGETS.cls)}` +
      `   TBT ${Math.round(r.tbtMs)} ms${flag(r.tbtMs <= TARGETS.tbtMs)}` +
      `   best practices ${r.bestPractices.toFixed(2)}`,
  );
  for (const miss of r.bestPracticeMisses) console.log(`  best practice missed: ${miss}`);
  if (!details) return;
  console.log(`  LCP element: ${r.lcpElement.join(' ') || '-'}`);
  for (const line of r.shifts) console.log(`  shift: ${line}`);
}

/** One CDP command on a page target over its WebSocket (Node's own WebSocket: no library). */
function cdp(socket) {
  let id = 0;
  const waiting = new Map();
  const events = new Map();
  socket.addEventListener('message', ({ data }) => {
    const msg = JSON.parse(data);
    if (msg.id) waiting.get(msg.id)?.(msg);
    else events.get(msg.method)?.(msg.params);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        waiting.set(++id, (msg) => (msg.error ? reject(new Error(msg.error.message)) : resolve(msg.result)));
        socket.send(JSON.stringify({ id, method, params }));
      }),
    once: (method) => new Promise((resolve) => events.set(method, resolve)),
  };
}

/** What Chromium says about installing the page: its errors, the manifest's parts, the service worker. */
async function installChecks(url) {
  const target = await (
    await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/new?about:blank`, { method: 'PUT' })
  ).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  const page = cdp(socket);
  try {
    await page.send('Page.enable');
    const loaded = page.once('Page.loadEventFired');
    await page.send('Page.navigate', { url });
    await loaded;
    // The service worker takes over after it installed; the app registers it on load.
    const controlled = await page.send('Runtime.evaluate', {
      expression:
        'navigator.serviceWorker.ready.then(() => new Promise((r) => navigator.serviceWorker.controller ? r(true) : navigator.serviceWorker.addEventListener("controllerchange", () => r(true)))).then(() => true)',
      awaitPromise: true,
      timeout: 30_000,
    });
    const { installabilityErrors } = await page.send('Page.getInstallabilityErrors');
    const manifestUrl = new URL('/manifest.webmanifest', url);
    const manifest = await (await fetch(manifestUrl)).json();
    return {
      installErrors: installabilityErrors.map((e) => e.errorId),
      serviceWorker: controlled.result?.value === true,
      maskable: manifest.icons.some((i) => i.purpose?.split(' ').includes('maskable')),
      screenshots: manifest.screenshots?.map((s) => s.form_factor).join(' + ') || 'none',
      shortcuts: manifest.shortcuts?.map((s) => s.name).join(', ') || 'none',
      id: manifest.id ?? 'none',
    };
  } finally {
    socket.close();
    await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/close/${target.id}`);
  }
}

function reportInstall(title, r) {
  console.log(
    `${title.padEnd(12)} installable ${r.installErrors.length ? `no (${r.installErrors.join(', ')})` : 'yes'}` +
      `   service worker ${r.serviceWorker ? 'controls the page' : 'missing'}   maskable icon ${r.maskable ? 'yes' : 'no'}` +
      `   screenshots ${r.screenshots}   shortcuts ${r.shortcuts}   id ${r.id}`,
  );
}

const { base, stop } = await startServer({ port: APP_PORT, serveWeb: true });
const stopChromium = await startChromium();
try {
  const { walls } = await (await fetch(`${base}/api/walls`)).json();
  const { climbs } = await (await fetch(`${base}/api/walls/${walls[0].id}/climbs?limit=1`)).json();
  const pages = Object.fromEntries(
    Object.entries({
      home: `${base}/`,
      'wall page': `${base}/walls/${walls[0].id}`,
      'climb page': `${base}/walls/${walls[0].id}/climbs/${climbs[0].id}`,
    }).filter(([title]) => !onlyPages || onlyPages.includes(title.split(' ')[0])),
  );
  console.log(
    `Lighthouse, mobile preset, median of ${runs} run(s) (targets: performance ≥ ${TARGETS.performance}, ` +
      `LCP ≤ ${TARGETS.lcpMs / 1000} s (repeat visit ${REPEAT_LCP_MS / 1000} s), CLS ≤ ${TARGETS.cls}, ` +
      `TBT ≤ ${TARGETS.tbtMs} ms)`,
  );
  for (const [title, url] of Object.entries(pages)) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(url));
    const all = results.map(runSummary).join(', ');
    report(`${title}, first`, median(results));
    if (runs > 1) console.log(`  every run (score/LCP): ${all}`);
    // A visit before, whose service worker then answers: the page as a returning climber opens it.
    await installChecks(url);
    const repeats = [];
    for (let i = 0; i < runs; i++) repeats.push(await audit(url, { repeat: true }));
    report(`${title}, repeat`, median(repeats), REPEAT_LCP_MS);
    if (runs > 1) console.log(`  every run (score/LCP): ${repeats.map(runSummary).join(', ')}`);
  }
  for (const [title, url] of Object.entries(pages)) reportInstall(title, await installChecks(url));
} finally {
  await stopChromium();
  await stop();
}
