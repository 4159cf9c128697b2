import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { polygonIou } from '@spraybook/hold-vision';
import { pointInPolygon, type Point } from '@spraybook/hold-vision/geometry';
import { generateSpraywall } from '../../server/src/demo/synthetic-wall.ts';
import { createWallViaApi, uniqueWallName } from './support/walls';

// How many taps (and key presses, a button each on a phone) a setter needs to trace the 300-hold demo
// wall with suggestions and then corrections. The journey does every one of them in the browser and
// checks that the holds end up traced; `npm run bench:tracing` runs it and reports the count. It is a
// benchmark, not one of `npm test`'s journeys (@bench, left out unless TRACING_TAPS_FILE is set): its
// ~350 taps take 9 minutes on a quiet machine, and the tracing journeys already prove each tool.
export const TAPS_FILE = process.env.TRACING_TAPS_FILE;
const MATCH = 0.5;

const canvas = (page: Page) => page.getByRole('region', { name: /^Holds of / });
const holds = (page: Page) => canvas(page).locator('polygon[data-hold-id]');

/** A point surely inside the outline: the middle of the widest stretch across its vertical middle. */
function inside(polygon: readonly Point[]): Point {
  const ys = polygon.map((p) => p.y);
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  const xs: number[] = [];
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > y !== b.y > y) xs.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
  }
  xs.sort((p, q) => p - q);
  let best = { x: polygon[0]!.x, y };
  let widest = -1;
  for (let k = 0; k + 1 < xs.length; k += 2) {
    if (xs[k + 1]! - xs[k]! > widest)
      [widest, best] = [xs[k + 1]! - xs[k]!, { x: (xs[k]! + xs[k + 1]!) / 2, y }];
  }
  return best;
}

/** The polygons of an SVG layer, relative to the photo (the viewBox is the photo's pixels). */
async function polygonsOf(page: Page, selector: string): Promise<Point[][]> {
  return canvas(page).evaluate((root, sel) => {
    const svg = root.querySelector('svg')!;
    const [, , w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    return [...root.querySelectorAll(sel)].map((el) =>
      el
        .getAttribute('points')!
        .trim()
        .split(/\s+/)
        .map((pair) => {
          const [x, y] = pair.split(',').map(Number);
          return { x: x! / w!, y: y! / h! };
        }),
    );
  }, selector);
}

test('@bench the 300-hold demo wall is traced with suggestions and corrections, counting every tap', async ({
  page,
  signedInAs,
}) => {
  test.setTimeout(600_000);
  const wall = await generateSpraywall({ seed: 7 });
  const truths = wall.holds.map((h) => h.bounding_polygon);
  await signedInAs('Counting Cleo');
  const wallId = await createWallViaApi(page, { name: uniqueWallName('Demo trace') }, wall.jpeg);
  await page.goto(`/walls/${wallId}/edit-holds`);
  const help = page.getByRole('dialog', { name: 'Editing holds' });
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();
  await expect(canvas(page)).toHaveAttribute('data-holds-drawn', 'true');
  const editor = page.locator('[data-outline-answers]');
  // The photo's place on screen, read at each tap: the mode's controls above it change its size.
  const photo = canvas(page).locator('img');
  let taps = 0;
  const tap = async (p: Point) => {
    taps++;
    const box = (await photo.boundingBox())!;
    await page.mouse.click(box.x + p.x * box.width, box.y + p.y * box.height);
  };
  /**
   * Up to 8 of the outline's corners to tap in Add mode: after the third, none within the editor's
   * closing distance of the first (a tap there would close the outline early).
   */
  const drawingPoints = async (outline: readonly Point[]) => {
    const box = (await photo.boundingBox())!;
    const step = Math.max(1, Math.floor(outline.length / 8));
    const corners = outline.filter((_, k) => k % step === 0).slice(0, 8);
    const first = corners[0]!;
    const far = (p: Point) => Math.hypot((p.x - first.x) * box.width, (p.y - first.y) * box.height) > 16;
    return corners.filter((p, k) => k < 3 || far(p));
  };
  const press = async (key: string) => {
    taps++;
    await page.keyboard.press(key);
  };
  const click = async (name: string) => {
    taps++;
    await page.getByRole('button', { name, exact: true }).click();
  };

  // Suggestions: reject those that are no hold (or a second outline of one), then accept all the
  // rest. The first round uses the colour rule; each later round ("Suggest again", learned from the
  // holds accepted so far) is taken while it finds holds, and left (a mode switch) once it finds
  // more wrong than right, as a setter would.
  const claimed = new Set<number>();
  const rounds: { suggested: number; holds: number; rejected: number; taken: boolean }[] = [];
  const suggestRound = async () => {
    // A round that finds nothing says both ('0 suggestions left' and the toast).
    await expect(page.getByText(/ suggestions? left$|No new holds found/).first()).toBeVisible({
      timeout: 120_000,
    });
    const suggested = await polygonsOf(page, '[data-suggestion]');
    const right = new Set<number>();
    const wrong: Point[][] = [];
    for (const s of suggested) {
      let best = -1;
      let bestIou = MATCH;
      truths.forEach((t, i) => {
        const v = claimed.has(i) || right.has(i) ? 0 : polygonIou(s, t);
        if (v >= bestIou) [best, bestIou] = [i, v];
      });
      if (best >= 0) right.add(best);
      else wrong.push(s);
    }
    if (right.size === 0 || (rounds.length > 0 && wrong.length > right.size)) {
      rounds.push({ suggested: suggested.length, holds: right.size, rejected: 0, taken: false });
      return false;
    }
    for (const i of right) claimed.add(i);
    const before = await holds(page).count();
    if (wrong.length) {
      taps++;
      await page.getByText('Tap rejects').click();
      for (const s of wrong) await tap(inside(s));
      await expect(page.getByText(`${right.size} suggestions left`)).toBeVisible();
    }
    await click('Accept all');
    // Accept all saves the suggestions in one request; drawing hundreds of outlines takes a moment.
    await expect(holds(page)).toHaveCount(before + right.size, { timeout: 60_000 });
    rounds.push({ suggested: suggested.length, holds: right.size, rejected: wrong.length, taken: true });
    return true;
  };
  await press('6');
  await suggestRound();
  for (;;) {
    // The wall's model trains on the accepted holds in its own worker; the button names the count.
    const again = page.getByRole('button', { name: `Suggest again: learned from ${claimed.size} holds` });
    await expect(again).toBeEnabled({ timeout: 120_000 });
    taps++;
    await again.click();
    if (!(await suggestRound())) break;
  }

  // Corrections: every hold not yet traced is outlined with a tap, or drawn point by point when the
  // outline is not it.
  const missing = truths.filter((_, i) => !claimed.has(i));
  const toDraw: Point[][] = [];
  await press('5');
  await expect(page.getByText('Tap a hold to outline it.')).toBeVisible();
  const OUTLINE = '[data-layer="outline"] polygon';
  const outline = canvas(page).locator(OUTLINE);
  /** Taps `point` and waits for the tracing's answer: the outline, or null when none was found. */
  const outlineAt = async (point: Point) => {
    const answers = Number(await editor.getAttribute('data-outline-answers'));
    await tap(point);
    // The wall's model trains in a second worker: a tap's answer never queues behind it, but on a
    // 2-core machine the two share the CPU while the server answers the journey too.
    await expect(editor).toHaveAttribute('data-outline-answers', String(answers + 1), { timeout: 30_000 });
    if ((await outline.count()) === 0) return null;
    return (await polygonsOf(page, OUTLINE))[0]!;
  };
  // A good outline is kept by the tap on the next hold (or by Enter when that tap would land inside
  // it and shrink it instead); a wrong one is dropped with Escape first.
  let kept: Point[] | null = null;
  const keep = async () => {
    const before = await holds(page).count();
    await press('Enter');
    await expect(holds(page)).toHaveCount(before + 1);
    kept = null;
  };
  for (const truth of missing) {
    const point = inside(truth);
    if (kept && pointInPolygon(kept, point)) await keep();
    const before = await holds(page).count();
    const shape = await outlineAt(point);
    if (kept) await expect(holds(page)).toHaveCount(before + 1);
    kept = null;
    if (shape && polygonIou(shape, truth) >= MATCH) kept = shape;
    else {
      if (shape) await press('Escape');
      await expect(outline).toHaveCount(0);
      toDraw.push(truth);
    }
  }
  if (kept) await keep();
  if (toDraw.length) {
    await press('2');
    for (const truth of toDraw) {
      const before = await holds(page).count();
      for (const point of await drawingPoints(truth)) await tap(point);
      await press('Enter');
      await expect(holds(page)).toHaveCount(before + 1);
    }
  }

  // The wall's holds are now traced: an outline matches each, or lies under its middle (where a
  // climber taps it; a tiny hold drawn with three taps).
  const traced = await polygonsOf(page, 'polygon[data-hold-id]');
  const covered = truths.filter((t) =>
    traced.some((h) => pointInPolygon(h, inside(t)) || polygonIou(h, t) >= MATCH),
  ).length;
  // A few holds overlapping others can end up under a neighbour's outline: 99 % is the bar.
  expect(covered).toBeGreaterThanOrEqual(Math.ceil(0.99 * truths.length));
  const report = {
    holds: truths.length,
    suggested: rounds.reduce((n, r) => n + (r.taken ? r.suggested : 0), 0),
    rejected: rounds.reduce((n, r) => n + r.rejected, 0),
    rounds,
    outlinedByTap: missing.length - toDraw.length,
    drawn: toDraw.length,
    untraced: truths.length - covered,
    taps,
  };
  test.info().annotations.push({ type: 'tracing taps', description: JSON.stringify(report) });
  if (TAPS_FILE) await writeFile(TAPS_FILE, JSON.stringify(report));
});
