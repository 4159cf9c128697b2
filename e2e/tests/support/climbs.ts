import { expect, type Page } from '@playwright/test';
import { pointInPolygon, polygonArea, type Point } from '@spraybook/hold-vision/geometry';
import { callApi } from './walls';

export interface PhotoHold {
  id: string;
  bounding_polygon: Point[];
}

/** The seeded demo wall's id (public, on every test server). */
export async function demoWallId(page: Page): Promise<string> {
  const res = await callApi<{ walls: { id: string }[] }>(
    page,
    'GET',
    '/walls?search_text=Spraywall%20of%20the%20Month',
  );
  expect(res.status).toBe(200);
  return res.body.walls[0]!.id;
}

export async function latestHolds(page: Page, wallId: string): Promise<PhotoHold[]> {
  const res = await callApi<{ holds: PhotoHold[] }>(page, 'GET', `/walls/${wallId}/revisions/latest`);
  return res.body.holds;
}

/** A hold's centre as the journeys tap it: the mean of its corners. */
export const centreOf = ({ bounding_polygon: polygon }: PhotoHold) => ({
  x: polygon.reduce((s, p) => s + p.x, 0) / polygon.length,
  y: polygon.reduce((s, p) => s + p.y, 0) / polygon.length,
});

/**
 * `count` large holds whose centre hits no other hold, away from the photo's edges: a tap on
 * their centre can only pick them, on any screen.
 */
export function tappableHolds(holds: PhotoHold[], count: number): PhotoHold[] {
  return holds
    .filter((hold) => {
      const c = centreOf(hold);
      return (
        c.x > 0.1 &&
        c.x < 0.9 &&
        c.y > 0.1 &&
        c.y < 0.85 &&
        pointInPolygon(hold.bounding_polygon, c) &&
        holds.every((other) => other === hold || !pointInPolygon(other.bounding_polygon, c))
      );
    })
    .sort((a, b) => polygonArea(b.bounding_polygon) - polygonArea(a.bounding_polygon))
    .slice(0, count);
}

/** The photo canvas of a climb screen; `of` names the wall (editor) or the climb (climb page). */
export const climbCanvas = (page: Page, of?: string) =>
  page.getByRole('region', { name: of ? `Holds of ${of}` : /^Holds of / });

/** Taps (or clicks) the centre of a hold on the photo, `times` times; `canvas` is the climb screens' by default. */
export async function tapHold(
  page: Page,
  hold: PhotoHold,
  times = 1,
  touch = false,
  canvas = climbCanvas(page),
) {
  const box = await canvas.locator('img').first().boundingBox();
  if (!box) throw new Error('the wall photo is not on screen');
  const c = centreOf(hold);
  for (let i = 0; i < times; i++) {
    const x = box.x + c.x * box.width;
    const y = box.y + c.y * box.height;
    if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  }
}

/** A hold's mark on the photo: start, intermediate, top, foot, hand or unselected. */
export const holdMark = (page: Page, hold: PhotoHold) =>
  climbCanvas(page).locator(`polygon[data-hold-id="${hold.id}"]`);

/** A climb hold's ring on the climb page (an outline, or a circle round a small hold), with its data-mark. */
export const climbRing = (page: Page, hold: PhotoHold) =>
  climbCanvas(page).locator(`[data-ring-hold="${hold.id}"]`);

/** Waits for the photo and its holds, then closes the editor's help (shown on the first visit only). */
export async function closeClimbHelp(page: Page) {
  const help = page.getByRole('dialog', { name: 'Setting a climb' });
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();
  await expect(climbCanvas(page)).toHaveAttribute('data-holds-drawn', 'true');
}

/** The demo wall's oldest climb: new climbs from other journeys never move it. */
export async function demoClimb(page: Page) {
  const wallId = await demoWallId(page);
  const res = await callApi<{ climbs: { id: string; name: string }[] }>(
    page,
    'GET',
    `/walls/${wallId}/climbs?limit=100`,
  );
  const climb = res.body.climbs.at(-1)!;
  return { wallId, climbId: climb.id, name: climb.name };
}

/** Adds square holds (`size` across, relative) with their top-left corners at `corners`, through the API. */
export async function addSquareHolds(
  page: Page,
  wallId: string,
  corners: readonly (readonly [number, number])[],
  size = 0.1,
): Promise<PhotoHold[]> {
  const holds: PhotoHold[] = [];
  for (const [x, y] of corners) {
    const polygon = [
      { x, y },
      { x: x + size, y },
      { x: x + size, y: y + size },
      { x, y: y + size },
    ];
    const res = await callApi<{ hold_id: string }>(page, 'POST', `/walls/${wallId}/revisions/latest/holds`, {
      bounding_polygon: polygon,
    });
    expect(res.status).toBe(201);
    holds.push({ id: res.body.hold_id, bounding_polygon: polygon });
  }
  return holds;
}
