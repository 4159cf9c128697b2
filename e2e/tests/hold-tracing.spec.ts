import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSettledPageAccessible } from './support/settle';
import { createWallViaApi, makeHoldsJpeg, PHOTO_HOLDS, uniqueWallName } from './support/walls';

const canvas = (page: Page) => page.getByRole('region', { name: /^Holds of / });
const holds = (page: Page) => canvas(page).locator('polygon[data-hold-id]');
const outline = (page: Page) => canvas(page).locator('[data-layer="outline"]');
const suggestions = (page: Page) => canvas(page).locator('[data-layer="suggestions"]');

/** The signed-in climber adds a wall whose photo has five coloured holds, and opens its hold editor. */
async function openEditorOnHoldsPhoto(page: Page) {
  const wallId = await createWallViaApi(
    page,
    { name: uniqueWallName('Traced board') },
    await makeHoldsJpeg(),
  );
  await page.goto(`/walls/${wallId}/edit-holds`);
  await closeHelp(page);
}

/** Closes the editor's help and waits until it is gone, so keys reach the editor. */
async function closeHelp(page: Page) {
  const help = page.getByRole('dialog', { name: 'Editing holds' });
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();
  await expect(canvas(page)).toHaveAttribute('data-holds-drawn', 'true');
}

/** Where a hold of the photo (or a point beside it) is on screen. */
async function spotOf(page: Page, hold: number, offset = { x: 0, y: 0 }) {
  const box = await canvas(page).locator('img').boundingBox();
  if (!box) throw new Error('the wall photo is not on screen');
  const h = PHOTO_HOLDS[hold]!;
  return { x: box.x + (h.cx + offset.x) * box.width, y: box.y + (h.cy + offset.y) * box.height };
}

async function tapHold(page: Page, hold: number, touch = false) {
  const { x, y } = await spotOf(page, hold);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** The outline's bounding box as fractions of the photo, from its SVG points (viewBox = photo pixels). */
async function outlineBounds(page: Page) {
  const points = await outline(page).locator('polygon').getAttribute('points');
  // The photo's own pixels: the image shown may be a smaller variant of it.
  const photo = (await canvas(page).locator('svg').first().getAttribute('viewBox'))!
    .split(' ')
    .slice(2)
    .map(Number);
  const xy = (points ?? '').split(' ').map((p) => p.split(',').map(Number) as [number, number]);
  const xs = xy.map(([x]) => x / photo[0]!);
  const ys = xy.map(([, y]) => y / photo[1]!);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

test('a setter outlines holds by tapping them, keeps each by tapping the next, drags a corner, saves, undoes and redoes', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('Tracing Tess');
  await openEditorOnHoldsPhoto(page);
  await page.keyboard.press('5');
  await expect(page.getByRole('radio', { name: '5 Outline' })).toBeChecked();
  await expect(page.getByText('Tap a hold to outline it.')).toBeVisible();

  // The outline follows the red hold's edge: its box is the ellipse's, give or take a little.
  await tapHold(page, 0);
  await expect(outline(page)).toBeVisible();
  const red = PHOTO_HOLDS[0];
  const bounds = await outlineBounds(page);
  expect(bounds.left).toBeCloseTo(red.cx - red.rx, 1);
  expect(bounds.right).toBeCloseTo(red.cx + red.rx, 1);
  expect(bounds.top).toBeCloseTo(red.cy - red.ry, 1);
  expect(bounds.bottom).toBeCloseTo(red.cy + red.ry, 1);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hold added')).toBeVisible();
  await expect(holds(page)).toHaveCount(1);
  await expect(outline(page)).toHaveCount(0);

  // One tap a hold: tapping the next hold keeps the last outline, and outlines the one tapped.
  await tapHold(page, 1);
  await expect(outline(page)).toBeVisible();
  const first = await outline(page).locator('polygon').getAttribute('points');
  await tapHold(page, 2);
  await expect(holds(page)).toHaveCount(2);
  await expect(outline(page)).toBeVisible();
  await expect(outline(page).locator('polygon')).not.toHaveAttribute('points', first ?? '');

  // A corner dragged outwards moves that corner only; the photo does not pan.
  const before = await outline(page).locator('polygon').getAttribute('points');
  const corner = await outline(page).locator('[data-corner="0"] circle').last().boundingBox();
  if (!corner) throw new Error('no corner on screen');
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(corner.x + 30, corner.y - 25, { steps: 5 });
  await page.mouse.up();
  await expect(outline(page).locator('polygon')).not.toHaveAttribute('points', before ?? '');
  await expect(canvas(page)).toHaveAttribute('data-zoom', '1.00');
  await expectSettledPageAccessible(page, 'outline mode with an outline');
  await page.getByRole('button', { name: 'Save hold' }).click();
  await expect(holds(page)).toHaveCount(3);

  await page.keyboard.press('Control+z');
  await expect(holds(page)).toHaveCount(2);
  await page.keyboard.press('Control+y');
  await expect(holds(page)).toHaveCount(3);

  // An outline dropped with Escape is not kept by the next tap.
  await tapHold(page, 3);
  await expect(outline(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(outline(page)).toHaveCount(0);
  await tapHold(page, 4);
  await expect(outline(page)).toBeVisible();
  await expect(holds(page)).toHaveCount(3);

  // A press on a corner's grab (just outside the outline) that does not drag is a tap there, as on
  // the photo: it keeps the outline.
  const grab = await outline(page).locator('[data-corner="0"] circle').last().boundingBox();
  const shape = await outline(page).locator('polygon').boundingBox();
  if (!grab || !shape) throw new Error('no outline on screen');
  const middle = { x: grab.x + grab.width / 2, y: grab.y + grab.height / 2 };
  const away = { x: middle.x - (shape.x + shape.width / 2), y: middle.y - (shape.y + shape.height / 2) };
  const reach = 12 / Math.hypot(away.x, away.y);
  await page.mouse.click(middle.x + away.x * reach, middle.y + away.y * reach);
  await expect(holds(page)).toHaveCount(4);
  await page.reload();
  await closeHelp(page);
  await expect(holds(page)).toHaveCount(4);
});

test('a tap on bare wall outlines nothing and says so', async ({ page, signedInAs }) => {
  await signedInAs('Tracing Tess');
  await openEditorOnHoldsPhoto(page);
  await page.keyboard.press('5');
  await expect(page.getByText('Tap a hold to outline it.')).toBeVisible();
  const { x, y } = await spotOf(page, 0, { x: 0.3, y: 0.3 });
  await page.mouse.click(x, y);
  await expect(page.getByText('No hold found here')).toBeVisible();
  await expect(outline(page)).toHaveCount(0);
});

test('suggestions: accept one, reject one, keep the rest over a reload, suggest again without it, accept all, undo', async ({
  page,
  signedInAs,
}) => {
  // A sign-up, a suggestion search and a reload: more than the default on a busy 2-core machine.
  test.slow();
  await signedInAs('Tracing Tess');
  await openEditorOnHoldsPhoto(page);
  // One hold traced first: it is never suggested again.
  await page.keyboard.press('5');
  await expect(page.getByText('Tap a hold to outline it.')).toBeVisible();
  await tapHold(page, 0);
  await expect(outline(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(holds(page)).toHaveCount(1);

  await page.keyboard.press('6');
  await expect(page.getByText('4 holds suggested')).toBeVisible();
  await expect(suggestions(page)).toHaveAttribute('data-suggestions', '4');
  await expect(page.getByText('4 suggestions left')).toBeVisible();

  await tapHold(page, 1);
  await expect(holds(page)).toHaveCount(2);
  await expect(suggestions(page)).toHaveAttribute('data-suggestions', '3');

  await page.getByText('Tap rejects').click();
  await tapHold(page, 2);
  await expect(suggestions(page)).toHaveAttribute('data-suggestions', '2');
  await expect(holds(page)).toHaveCount(2);
  await expectSettledPageAccessible(page, 'suggest mode');

  // The review is kept in this browser: after a reload the same two are waiting.
  await page.reload();
  await closeHelp(page);
  await page.keyboard.press('6');
  await expect(page.getByText('2 suggestions left')).toBeVisible();
  // Suggesting again proposes nothing turned down before.
  await page.getByRole('button', { name: 'Suggest again', exact: true }).click();
  await expect(page.getByText('2 holds suggested')).toBeVisible();
  await expect(page.getByText('2 suggestions left')).toBeVisible();

  // Accept all saves both in one request: all or none, one round trip on a gym's weak signal.
  const batch = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/holds\/batch$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Accept all' }).click();
  expect((await batch).status()).toBe(201);
  await expect(page.getByText('2 holds added')).toBeVisible();
  await expect(holds(page)).toHaveCount(4);
  await expect(page.getByText('0 suggestions left')).toBeVisible();

  // Accept all is one step: one undo takes both back, and they are suggestions again.
  await page.keyboard.press('Control+z');
  await expect(holds(page)).toHaveCount(2);
  await expect(page.getByText('2 suggestions left')).toBeVisible();
  await page.keyboard.press('Control+y');
  await expect(holds(page)).toHaveCount(4);
});

test.describe('on a 390-px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a setter outlines a hold and accepts the suggestions with taps', async ({ page, signedInAs }) => {
    await signedInAs('Tracing Tess');
    await openEditorOnHoldsPhoto(page);
    await page.getByRole('button', { name: 'Outline', exact: true }).tap();
    await expect(page.getByText('Tap a hold to outline it.')).toBeVisible();
    // Three taps for two holds: the second hold's tap keeps the first, Save hold keeps the second.
    await tapHold(page, 3, true);
    await expect(outline(page)).toBeVisible();
    // Cancel and Save hold share the tools' row on a phone, the Size slider a thin row below: the photo
    // starts under 220 px down (254 before).
    expect((await canvas(page).boundingBox())!.y).toBeLessThan(220);
    await tapHold(page, 4, true);
    await expect(holds(page)).toHaveCount(1);
    await expect(outline(page)).toBeVisible();
    await page.getByRole('button', { name: 'Save hold', exact: true }).tap();
    await expect(holds(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Suggest', exact: true }).tap();
    await expect(page.getByText('3 suggestions left')).toBeVisible();
    await expectSettledPageAccessible(page, 'suggest mode on a phone');
    await page.getByRole('button', { name: 'Accept all' }).tap();
    await expect(holds(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect(holds(page)).toHaveCount(2);
  });
});
