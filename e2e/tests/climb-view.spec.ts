import { expect, test } from './fixtures';
import {
  badgeTexts,
  boxOf,
  climbBoxOnScreen,
  climbLayer,
  climbSpanOfCanvas,
  visiblePhotoArea,
  climbViewSettled,
  compactClimbHolds,
  ring,
  zoomAllTheWayOut,
} from './support/climb-view';
import { climbCanvas, demoWallId, latestHolds } from './support/climbs';
import { expectSettledPageAccessible } from './support/settle';
import { callApi } from './support/walls';

test('a climb page spotlights the climb: dimmed wall, ringed holds with letters, fitted to the climb; colour-blind mode from Settings', async ({
  page,
  signedInAs,
}) => {
  // Sign-up, three climb pages, Settings and the editor: longer than one screen's journey.
  test.slow();
  await signedInAs('Spotlight Setter');
  const wallId = await demoWallId(page);
  const holds = await latestHolds(page, wallId);
  const { body: climbs } = await callApi<{
    climbs: {
      id: string;
      name: string;
      start_holds: string[];
      top_holds: string[];
      intermediate_holds: string[];
    }[];
  }>(page, 'GET', `/walls/${wallId}/climbs?limit=100`);
  const ladder = climbs.climbs.find((c) => c.name === 'Warm-up ladder')!;

  // Opened: the spotlight is on, every hold of the climb ringed in its role's colour, S and T written.
  await page.goto(`/walls/${wallId}/climbs/${ladder.id}`);
  await climbViewSettled(page);
  await expect(climbLayer(page)).toHaveAttribute('data-spotlight', 'on');
  await expect(climbLayer(page).locator('[data-spotlight-strength]')).toBeAttached();
  for (const id of [...ladder.start_holds, ...ladder.top_holds, ...ladder.intermediate_holds])
    await expect(ring(page, id)).toBeAttached();
  await expect(ring(page, ladder.start_holds[0]!)).toHaveAttribute('data-mark', 'start');
  await expect.poll(() => badgeTexts(page)).toEqual(expect.arrayContaining(['S', 'T']));
  expect(await badgeTexts(page)).not.toContain('I');
  // The climb is whole on screen, and the view zoomed in on it (not the whole wall).
  const canvasBox = await boxOf(climbCanvas(page));
  const climbBox = await climbBoxOnScreen(page);
  expect(climbBox.top).toBeGreaterThanOrEqual(canvasBox.top);
  expect(climbBox.bottom).toBeLessThanOrEqual(canvasBox.bottom);
  await expectSettledPageAccessible(page, 'climb page, spotlight on');

  // Letters, on the page itself: off and on again.
  const letters = page.getByRole('button', { name: 'Letters' });
  await expect(letters).toHaveAttribute('aria-pressed', 'true');
  await letters.click();
  await expect(letters).toHaveAttribute('aria-pressed', 'false');
  await expect(climbLayer(page)).toHaveAttribute('data-letters', 'off');
  await expect.poll(() => badgeTexts(page)).toEqual([]);
  await letters.click();
  await expect.poll(() => badgeTexts(page)).toEqual(expect.arrayContaining(['S', 'T']));

  // The sheet's details (More): the spotlight switched off there (remembered), the zoom buttons and the start above it.
  await climbCanvas(page).click();
  const sheet = page.getByRole('region', { name: 'Climb info' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'More climb info' }).click();
  const spotlight = sheet.getByRole('switch', { name: 'Spotlight' });
  await expect(spotlight).toBeChecked();
  await expect(sheet.getByRole('slider', { name: 'Spotlight strength' })).toBeVisible();
  await spotlight.uncheck();
  await expect(climbLayer(page)).toHaveAttribute('data-spotlight', 'off');
  await expect(climbLayer(page).locator('[data-spotlight-strength]')).toHaveCount(0);
  await expect
    .poll(async () => (await boxOf(page.getByRole('button', { name: 'Reset zoom' }))).bottom)
    .toBeLessThanOrEqual((await boxOf(sheet)).top);
  await expect
    .poll(async () => (await boxOf(ring(page, ladder.start_holds[0]!))).bottom)
    .toBeLessThanOrEqual((await boxOf(sheet)).top);
  await expectSettledPageAccessible(page, 'climb page with its sheet, spotlight off');
  await page.reload();
  await climbViewSettled(page);
  await expect(climbLayer(page)).toHaveAttribute('data-spotlight', 'off');
  await climbCanvas(page).click();
  await sheet.getByRole('button', { name: 'More climb info' }).click();
  await sheet.getByRole('switch', { name: 'Spotlight' }).check();
  await expect(climbLayer(page)).toHaveAttribute('data-spotlight', 'on');
  // Folded again: the sheet at rest, as the next climb's page opens with it.
  await sheet.getByRole('button', { name: 'More climb info' }).click();
  await expect(sheet.getByRole('switch', { name: 'Spotlight' })).toHaveCount(0);

  // A small climb opens filling most of the photo area; zooming out shows the whole wall.
  const revision = await callApi<{ image_width: number; image_height: number }>(
    page,
    'GET',
    `/walls/${wallId}/revisions/latest`,
  );
  // Shaped like the photo area above the resting sheet, which the new climb's page fits it into.
  const area = await visiblePhotoArea(page);
  const small = compactClimbHolds(
    holds,
    (area.right - area.left) / (area.bottom - area.top),
    revision.body.image_width / revision.body.image_height,
  );
  const made = await callApi<{ id: string }>(page, 'POST', '/climbs', {
    wall_id: wallId,
    name: 'Tiny traverse',
    start_holds: [small.start.id],
    intermediate_holds: small.hands.map((h) => h.id),
    top_holds: [small.top.id],
  });
  expect(made.status).toBe(201);
  await page.goto(`/walls/${wallId}/climbs/${made.body.id}`);
  await climbViewSettled(page);
  expect(await climbSpanOfCanvas(page)).toBeGreaterThanOrEqual(0.8);
  // Zooming out with the sheet closed shows the whole wall (with it open, its top can sit above the view).
  await page
    .getByRole('region', { name: 'Climb info' })
    .getByRole('button', { name: 'Close climb info' })
    .click();
  await expect(page.getByRole('region', { name: 'Climb info' })).toBeHidden();
  await zoomAllTheWayOut(page);
  await expect(climbCanvas(page)).toHaveAttribute('data-zoom', '1.00');
  const photo = await boxOf(climbCanvas(page).locator('img'));
  const canvas = await boxOf(climbCanvas(page));
  expect(photo.top).toBeGreaterThanOrEqual(canvas.top - 1);
  expect(photo.bottom).toBeLessThanOrEqual(canvas.bottom + 1);
  expect(photo.left).toBeGreaterThanOrEqual(canvas.left - 1);
  expect(photo.right).toBeLessThanOrEqual(canvas.right + 1);

  // Colour-blind mode on the Settings screen: the rings turn white and every role is written.
  await page.goto('/settings');
  const colourBlind = page.getByRole('switch', { name: 'Colour-blind mode' });
  await expect(colourBlind).not.toBeChecked();
  await colourBlind.check();
  await expectSettledPageAccessible(page, 'settings with colour-blind mode');
  await page.goto(`/walls/${wallId}/climbs/${made.body.id}`);
  await climbViewSettled(page);
  await expect(ring(page, small.start.id)).toHaveAttribute('stroke', '#ffffff');
  await expect(ring(page, small.top.id)).toHaveAttribute('stroke', '#ffffff');
  await expect.poll(() => badgeTexts(page)).toEqual(expect.arrayContaining(['S', 'I', 'T']));
  // The climb editor's drawer switches the same preference.
  await page.goto(`/walls/${wallId}/climbs/${made.body.id}/edit-holds`);
  const help = page.getByRole('dialog', { name: 'Setting a climb' });
  await help.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Settings' }).getByRole('switch', { name: 'Colour-blind mode' }),
  ).toBeChecked();
});

test('on a desktop screen a climb as tall as the wall opens whole between the tabs and the sheet', async ({
  page,
  demoWall,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const wallId = demoWall.id;
  // The demo's tallest climb: its top hold near the photo's top edge, its start near the bottom.
  const tall = demoWall.climbs.find((c) => c.name === 'The long reach')!;
  await page.goto(`/walls/${wallId}/climbs/${tall.id}`);
  await climbViewSettled(page);
  const sheet = page.getByRole('region', { name: 'Climb info' });
  await expect(sheet).toBeVisible();
  const area = await visiblePhotoArea(page);
  const climbBox = await climbBoxOnScreen(page);
  expect(climbBox.top).toBeGreaterThanOrEqual(area.top);
  expect(climbBox.bottom).toBeLessThanOrEqual(area.bottom);
  // The photo, as tall as the canvas, was zoomed out below its whole size to fit above the sheet.
  expect(Number(await climbCanvas(page).getAttribute('data-zoom'))).toBeLessThan(1);
});
