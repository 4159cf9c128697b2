// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the home page and the demo
// wall's page, served by the built app. Run `npm run build -w web` first. `--runs N` takes the
// median run of N per page by performance score; `--details` also names the LCP element and what
// shifted the layout.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startServer } from './start-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DEBUG_PORT = 9337;
const TARGETS = { performance: 0.95, lcpMs: 1500, cls: 0.05, tbtMs: 200 };
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
const details = process.argv.includes('--details');

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

async function audit(url) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { audits, categories } = result.lhr;
  return {
    performance: categories.performance.score,
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

function median(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

function report(title, r) {
  const flag = (ok) => (ok ? '' : ' (off target)');
  console.log(
    `${title.padEnd(12)} performance ${r.performance.toFixed(2)}${flag(r.performance >= TARGETS.performance)}` +
      `   LCP ${(r.lcpMs / 1000).toFixed(1)} s${flag(r.lcpMs <= TARGETS.lcpMs)}` +
      `   CLS ${r.cls.toFixed(3)}${flag(r.cls <= TARGETS.cls)}` +
      `   TBT ${Math.round(r.tbtMs)} ms${flag(r.tbtMs <= TARGETS.tbtMs)}`,
  );
  if (!details) return;
  console.log(`  LCP element: ${r.lcpElement.join(' ') || '-'}`);
  for (const line of r.shifts) console.log(`  shift: ${line}`);
}

const { base, stop } = await startServer({ port: 8198, serveWeb: true });
const stopChromium = await startChromium();
try {
  const { walls } = await (await fetch(`${base}/api/walls`)).json();
  const pages = { home: `${base}/`, 'wall page': `${base}/walls/${walls[0].id}` };
  console.log(
    `Lighthouse, mobile preset, median of ${runs} run(s) (targets: performance ≥ ${TARGETS.performance}, ` +
      `LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms)`,
  );
  for (const [title, url] of Object.entries(pages)) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(url));
    report(title, median(results));
  }
} finally {
  await stopChromium();
  await stop();
}
