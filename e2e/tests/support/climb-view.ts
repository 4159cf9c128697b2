import { expect, type Locator, type Page } from '@playwright/test';
import { centreOf, climbCanvas, type PhotoHold } from './climbs';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The climb page's drawing of the climb: its spotlight, rings and letters. */
export const climbLayer = (page: Page) => climbCanvas(page).locator('g[data-layer="climb"]');
export const ring = (page: Page, holdId: string) => climbCanvas(page).locator(`[data-ring-hold="${holdId}"]`);
export const badgeTexts = (page: Page) => climbCanvas(page).locator('[data-badge-hold]').allTextContents();

/** Waits until the photo is drawn and the opening fit has reached the layers (the zoom holds still). */
/**
 * Zooms the photo out step by step until Zoom out turns itself off. A step's animation can end between
 * the check and the press, so each round checks again (`tap` on touch screens).
 */
export async function zoomAllTheWayOut(page: Page, press: 'click' | 'tap' = 'click') {
  const zoomOut = page.getByRole('button', { name: 'Zoom out', exact: true });
  await expect(async () => {
    if (await zoomOut.isEnabled()) await zoomOut[press]({ timeout: 2_000 });
    await expect(zoomOut).toBeDisabled({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

export async function climbViewSettled(page: Page) {
  const canvas = climbCanvas(page);
  await expect(canvas).toHaveAttribute('data-holds-drawn', 'true');
  await expect(climbLayer(page)).toBeAttached();
  await expect
    .poll(async () => {
      const first = await canvas.getAttribute('data-zoom');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      return first === (await canvas.getAttribute('data-zoom'));
    })
    .toBe(true);
}

/** The box around the climb's rings on screen (an outline ring's box is its hold's). */
export async function climbBoxOnScreen(page: Page): Promise<Box> {
  return climbCanvas(page).evaluate((canvas) => {
    const boxes = [...canvas.querySelectorAll('[data-ring-hold]')].map((r) => r.getBoundingClientRect());
    return {
      left: Math.min(...boxes.map((b) => b.left)),
      top: Math.min(...boxes.map((b) => b.top)),
      right: Math.max(...boxes.map((b) => b.right)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    };
  });
}

export async function boxOf(locator: Locator): Promise<Box> {
  const b = (await locator.boundingBox())!;
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
}

/** The photo area a climber sees: the canvas, above the climb sheet when it is open (it opens with the page). */
export async function visiblePhotoArea(page: Page): Promise<Box> {
  const canvas = await boxOf(climbCanvas(page));
  const sheet = page.getByRole('region', { name: 'Climb info' });
  if (await sheet.isVisible()) canvas.bottom = Math.min(canvas.bottom, (await boxOf(sheet)).top);
  return canvas;
}

/**
 * How far the climb's box spans the photo area in the direction that limits a fit: the larger of its shares of
 * the area's width and height (only its part on screen counted). A fitted climb nearly fills one of them, however
 * its holds happen to lie; the whole wall's view leaves a small climb a fraction of both.
 */
export async function climbSpanOfCanvas(page: Page) {
  const canvas = await visiblePhotoArea(page);
  const climb = await climbBoxOnScreen(page);
  const w = Math.max(0, Math.min(climb.right, canvas.right) - Math.max(climb.left, canvas.left));
  const h = Math.max(0, Math.min(climb.bottom, canvas.bottom) - Math.max(climb.top, canvas.top));
  return Math.max(w / (canvas.right - canvas.left), h / (canvas.bottom - canvas.top));
}

/**
 * A small climb of four holds near the corners of a box a quarter of the photo high in its middle,
 * shaped like the canvas (`aspect`, width / height; the photo's is `photoAspect`): the climb the
 * fit should make fill the canvas. Start bottom left, top top right.
 */
export function compactClimbHolds(holds: PhotoHold[], aspect: number, photoAspect: number) {
  const height = 0.25;
  const width = Math.min(0.6, (height * aspect) / photoAspect);
  const box = {
    left: 0.5 - width / 2,
    right: 0.5 + width / 2,
    top: 0.45 - height / 2,
    bottom: 0.45 + height / 2,
  };
  const within = (hold: PhotoHold) =>
    hold.bounding_polygon.every(
      (p) => p.x >= box.left && p.x <= box.right && p.y >= box.top && p.y <= box.bottom,
    );
  const used = new Set<string>();
  const nearest = (x: number, y: number) => {
    const hold = holds
      .filter((h) => within(h) && !used.has(h.id))
      .sort(
        (a, b) =>
          Math.hypot((centreOf(a).x - x) * photoAspect, centreOf(a).y - y) -
          Math.hypot((centreOf(b).x - x) * photoAspect, centreOf(b).y - y),
      )[0]!;
    used.add(hold.id);
    return hold;
  };
  return {
    start: nearest(box.left, box.bottom),
    hands: [nearest(box.right, box.bottom), nearest(box.left, box.top)],
    top: nearest(box.right, box.top),
  };
}
