// The climb page as a climber sees it on a phone (issue 23): for every demo climb at 390 x 844,
// how much of the photo area the climb's holds' bounding box fills on open, and the contrast
// between a climb hold's ring and what surrounds it, measured on screenshots (WCAG contrast ratio
// of the ring's pixels against the pixels just outside its halo), with the spotlight on and off.
// Run against the built app (`npm run build -w web` first). `--shots DIR` also saves screenshots
// at 390 and 1280 px of a few climbs, sheet closed and open.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { startServer } from './start-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TARGETS = { boxShare: 0.6, contrast: 3 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const shotsArg = process.argv.indexOf('--shots');
const shotsDir = shotsArg > 0 ? path.resolve(process.argv[shotsArg + 1]) : null;
const SHOT_CLIMBS = ['Warm-up ladder', 'Crimp city', 'Endless loop', 'Feet follow hands'];

/** WCAG relative luminance of an sRGB pixel. */
function luminance([r, g, b]) {
  const channel = (v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(q * (sorted.length - 1))] : NaN;
};

/** In the page: the canvas's area, the climb's box on screen, and pairs of points to sample. */
function measureInPage({ ringPx, haloPx, gapPx }) {
  const region = document.querySelector('[data-holds-drawn="true"]').getBoundingClientRect();
  const rings = [...document.querySelectorAll('[data-ring-hold]')];
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  const samples = [];
  const toScreen = (el, x, y) => new DOMPoint(x, y).matrixTransform(el.getScreenCTM());
  for (const el of rings) {
    const matrix = el.getScreenCTM();
    const unitsPerPx = 1 / Math.hypot(matrix.a, matrix.b);
    if (el.tagName === 'polygon') {
      const rect = el.getBoundingClientRect();
      box.left = Math.min(box.left, rect.left);
      box.top = Math.min(box.top, rect.top);
      box.right = Math.max(box.right, rect.right);
      box.bottom = Math.max(box.bottom, rect.bottom);
      const length = el.getTotalLength();
      const steps = 24;
      for (let i = 0; i < steps; i++) {
        const at = (length * (i + 0.5)) / steps;
        const p = el.getPointAtLength(at);
        const a = el.getPointAtLength(Math.max(0, at - unitsPerPx));
        const b = el.getPointAtLength(Math.min(length, at + unitsPerPx));
        let n = { x: -(b.y - a.y), y: b.x - a.x };
        const size = Math.hypot(n.x, n.y) || 1;
        n = { x: n.x / size, y: n.y / size };
        const probe = new DOMPoint(p.x + n.x * unitsPerPx, p.y + n.y * unitsPerPx);
        if (el.isPointInFill(probe)) n = { x: -n.x, y: -n.y };
        const at_ = (d) => toScreen(el, p.x + n.x * d * unitsPerPx, p.y + n.y * d * unitsPerPx);
        samples.push({
          ring: at_(ringPx / 2),
          halo: at_(ringPx + haloPx / 2),
          around: at_(ringPx + haloPx + gapPx),
        });
      }
    } else {
      const cx = el.cx.baseVal.value;
      const cy = el.cy.baseVal.value;
      const r = el.r.baseVal.value;
      const c = toScreen(el, cx, cy);
      box.left = Math.min(box.left, c.x);
      box.right = Math.max(box.right, c.x);
      box.top = Math.min(box.top, c.y);
      box.bottom = Math.max(box.bottom, c.y);
      for (let i = 0; i < 16; i++) {
        const angle = (i / 16) * 2 * Math.PI;
        const at_ = (d) => toScreen(el, cx + Math.cos(angle) * d, cy + Math.sin(angle) * d);
        samples.push({
          ring: at_(r),
          halo: at_(r + ((ringPx + haloPx) / 2) * unitsPerPx),
          around: at_(r + (ringPx / 2 + haloPx + gapPx) * unitsPerPx),
        });
      }
    }
  }
  const clip = {
    left: Math.max(box.left, region.left),
    top: Math.max(box.top, region.top),
    right: Math.min(box.right, region.right),
    bottom: Math.min(box.bottom, region.bottom),
  };
  const visible = Math.max(0, clip.right - clip.left) * Math.max(0, clip.bottom - clip.top);
  return {
    region: { left: region.left, top: region.top, width: region.width, height: region.height },
    boxShare: visible / (region.width * region.height),
    // How far the box reaches across the photo area on its fuller side.
    boxFill: Math.max((clip.right - clip.left) / region.width, (clip.bottom - clip.top) / region.height),
    boxWhole: visible === (box.right - box.left) * (box.bottom - box.top),
    zoom: Number(document.querySelector('[data-holds-drawn]').getAttribute('data-zoom')),
    samples: samples.map((s) => ({
      ring: [s.ring.x, s.ring.y],
      halo: [s.halo.x, s.halo.y],
      around: [s.around.x, s.around.y],
    })),
  };
}

async function openClimb(page, base, wallId, climbId) {
  await page.goto(`${base}/walls/${wallId}/climbs/${climbId}`);
  await page.locator('[data-holds-drawn="true"]').waitFor();
  await page.locator('[data-ring-hold]').first().waitFor({ state: 'attached' });
  // The fitted zoom reaches the layers a frame after the photo; wait until it holds still.
  let zoom = '';
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(100);
    const now = await page.locator('[data-holds-drawn]').getAttribute('data-zoom');
    if (now === zoom) break;
    zoom = now;
  }
}

async function contrastOf(page, measured) {
  const png = await page.screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = ([x, y]) => {
    const px = Math.min(info.width - 1, Math.max(0, Math.round(x)));
    const py = Math.min(info.height - 1, Math.max(0, Math.round(y)));
    const i = (py * info.width + px) * info.channels;
    return [data[i], data[i + 1], data[i + 2]];
  };
  const r = measured.region;
  const inside = ([x, y]) => x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height;
  const shown = measured.samples.filter((s) => inside(s.ring) && inside(s.around));
  const ratios = shown.map((s) => contrast(pixel(s.ring), pixel(s.around)));
  const halo = shown.map((s) => contrast(pixel(s.ring), pixel(s.halo)));
  return { median: median(ratios), p10: quantile(ratios, 0.1), halo: median(halo), n: ratios.length };
}

const { base, stop } = await startServer({ port: 8196, serveWeb: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { walls } = await (await fetch(`${base}/api/walls?search_text=Spraywall%20of%20the%20Month`)).json();
  const wall = walls[0];
  const { climbs } = await (await fetch(`${base}/api/walls/${wall.id}/climbs?limit=50`)).json();
  const host = new URL(base).hostname;
  const context = async (viewport, prefs) => {
    const c = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: viewport === PHONE });
    await c.addCookies([{ name: 'cookie_consent', value: 'true', domain: host, path: '/' }]);
    await c.addInitScript((entries) => {
      for (const [k, v] of entries) localStorage.setItem(`spraybook-pref:${k}`, JSON.stringify(v));
    }, Object.entries(prefs));
    return c;
  };
  const spotOn = await (await context(PHONE, {})).newPage();
  const spotOff = await (await context(PHONE, { 'climb-spotlight': false })).newPage();
  const gaps = { ringPx: 4, haloPx: 2.5, gapPx: 4 };

  console.log(
    `Climb view on the demo wall at ${PHONE.width} x ${PHONE.height} (one sample ring per hold outline):`,
  );
  console.log(
    'climb'.padEnd(22) +
      'zoom'.padStart(6) +
      'box share'.padStart(11) +
      'box fill'.padStart(10) +
      '  ring vs wall, spotlight on (median / p10)   off (median / p10)   ring vs halo',
  );
  const rows = [];
  for (const climb of climbs) {
    await openClimb(spotOn, base, wall.id, climb.id);
    const on = await spotOn.evaluate(measureInPage, gaps);
    const onContrast = await contrastOf(spotOn, on);
    await openClimb(spotOff, base, wall.id, climb.id);
    const off = await spotOff.evaluate(measureInPage, gaps);
    const offContrast = await contrastOf(spotOff, off);
    rows.push({ climb, on, onContrast, offContrast });
    const miss = on.boxShare < TARGETS.boxShare ? ' (share below target)' : '';
    console.log(
      (climb.name ?? '').padEnd(22) +
        on.zoom.toFixed(2).padStart(6) +
        `${Math.round(on.boxShare * 100)} %`.padStart(11) +
        `${Math.round(on.boxFill * 100)} %`.padStart(10) +
        `  ${onContrast.median.toFixed(1)} / ${onContrast.p10.toFixed(1)}`.padEnd(45) +
        `${offContrast.median.toFixed(1)} / ${offContrast.p10.toFixed(1)}`.padEnd(21) +
        `${onContrast.halo.toFixed(1)}${miss}`,
    );
  }
  const shares = rows.map((r) => r.on.boxShare);
  console.log(
    `\nMedian box share ${Math.round(median(shares) * 100)} % (target >= ${TARGETS.boxShare * 100} %), ` +
      `${shares.filter((s) => s >= TARGETS.boxShare).length} of ${rows.length} at or above; ` +
      `median box fill (fuller side) ${Math.round(median(rows.map((r) => r.on.boxFill)) * 100)} %.`,
  );
  console.log(
    `Median ring contrast ${median(rows.map((r) => r.onContrast.median)).toFixed(1)}:1 with the spotlight, ` +
      `${median(rows.map((r) => r.offContrast.median)).toFixed(1)}:1 without (target >= ${TARGETS.contrast}:1, WCAG 1.4.11); ` +
      `against its own halo ${median(rows.map((r) => r.onContrast.halo)).toFixed(1)}:1.`,
  );

  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    const desktop = await (await context(DESKTOP, {})).newPage();
    for (const name of SHOT_CLIMBS) {
      const climb = climbs.find((c) => c.name === name);
      if (!climb) continue;
      const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
      for (const [page, width] of [
        [spotOn, 390],
        [desktop, 1280],
      ]) {
        await openClimb(page, base, wall.id, climb.id);
        await page.screenshot({ path: path.join(shotsDir, `climb-${slug}-${width}.png`) });
        await page.locator('[data-holds-drawn]').click();
        await page.getByRole('region', { name: 'Climb info' }).waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(shotsDir, `climb-${slug}-${width}-sheet.png`) });
      }
    }
    console.log(`Screenshots in ${shotsDir}`);
  }
} finally {
  await browser.close();
  await stop();
}
