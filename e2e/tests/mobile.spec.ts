import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { acceptCookies } from './support/accounts';
import { expectSettledPageAccessible } from './support/settle';
import { searchWalls } from './support/walls';
import {
  boxOf,
  climbBoxOnScreen,
  climbLayer,
  climbViewSettled,
  ring,
  visiblePhotoArea,
} from './support/climb-view';
import { climbCanvas } from './support/climbs';

test('on a phone the navigation lives in a drawer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Find wall' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Add wall' })).toBeVisible();
  await expectAccessible(page, 'home with drawer open');
  await nav.getByRole('link', { name: 'Browse map' }).click();
  await expect(page).toHaveURL(/\/map$/);
});

test('on a phone, wall cards fill the screen width and the wall home shows icon tabs with their names', async ({
  page,
}) => {
  const name = 'Spraywall of the Month';
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find wall' }).click();
  await expect(page).toHaveURL(/\/walls/);
  await searchWalls(page, 'spraywall of the month');

  // One card per row, as wide as the screen allows, its name in full, nothing scrolling sideways.
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByText('Spraybook Demo Gym')).toBeVisible();
  const screenWidth = page.viewportSize()!.width;
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
  expect(box.width).toBeGreaterThan(screenWidth * 0.8);
  expect(
    await card.getByRole('heading', { name }).evaluate((h) => h.scrollWidth <= h.clientWidth),
    'the wall name is not cut off',
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
  await expectSettledPageAccessible(page, 'find wall on a phone');

  // The wall's sub-navigation is three icon tabs, each with its name beneath (issue 23).
  await card.click();
  await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const tabs = page.getByRole('navigation', { name: 'Wall' });
  for (const label of ['Overview', 'Climbs', 'Add climb']) {
    const tab = tabs.getByRole('link', { name: label, exact: true });
    await expect(tab).toBeVisible();
    await expect(tab).toHaveText(label);
    await expect(tab.locator('svg')).toBeVisible();
  }
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  // The first climb is on the first screen, under the photo and the wall's actions: no scroll before a climb.
  const firstClimb = page.getByRole('list', { name: 'Climbs' }).getByRole('listitem').first();
  await expect(firstClimb).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const row = (await firstClimb.boundingBox())!;
  expect(row.y + row.height, 'the first climb row ends on the first screen').toBeLessThanOrEqual(
    page.viewportSize()!.height,
  );
  await expectSettledPageAccessible(page, 'wall home on a phone');

  await tabs.getByRole('link', { name: 'Climbs' }).click();
  await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}\/list$/);
});

test('on a phone the search icon in the top bar opens the quick search, and a result opens the wall', async ({
  page,
}) => {
  await page.goto('/map');
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick search' });
  await dialog.getByPlaceholder('Search for walls, problems, climbers, etc.').fill('demo gym');
  const result = dialog.getByRole('link', { name: /Spraywall of the Month/ });
  await expect(result).toContainText('At Spraybook Demo Gym');
  await expectSettledPageAccessible(page, 'quick search on a phone');
  await result.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spraywall of the Month');
});

test('on a phone a climb opens filling the screen, its holds spotlit, and its sheet leaves the start and the zoom buttons in view', async ({
  page,
  demoWall,
}) => {
  const wallId = demoWall.id;
  const climb = demoWall.climbs.find((c) => c.name === 'Warm-up ladder')!;
  await page.goto(`/walls/${wallId}/climbs/${climb.id}`);
  await climbViewSettled(page);
  const canvas = await boxOf(climbCanvas(page));
  expect(canvas.bottom - canvas.top).toBeGreaterThan(page.viewportSize()!.height * 0.6);
  // The photo fills the space between the header and the sheet (open with the page): no empty band.
  const area = await visiblePhotoArea(page);
  const photo = await boxOf(climbCanvas(page).locator('img'));
  expect(photo.top).toBeLessThanOrEqual(area.top + 1);
  expect(photo.bottom).toBeGreaterThanOrEqual(area.bottom - 1);
  // The climb is whole in view and fills most of its height.
  const climbBox = await climbBoxOnScreen(page);
  expect(climbBox.top).toBeGreaterThanOrEqual(area.top);
  expect(climbBox.bottom).toBeLessThanOrEqual(area.bottom);
  expect(climbBox.bottom - climbBox.top).toBeGreaterThan((area.bottom - area.top) * 0.6);
  await expect(climbLayer(page)).toHaveAttribute('data-spotlight', 'on');
  await expect(page.getByRole('button', { name: 'Letters' })).toHaveAttribute('aria-pressed', 'true');
  await expectSettledPageAccessible(page, 'climb page on a phone');

  await page.touchscreen.tap((canvas.left + canvas.right) / 2, canvas.top + 40);
  const sheet = page.getByRole('region', { name: 'Climb info' });
  await expect(sheet).toBeVisible();
  for (const control of ['Zoom in', 'Zoom out', 'Reset zoom'])
    await expect
      .poll(async () => (await boxOf(page.getByRole('button', { name: control }))).bottom)
      .toBeLessThanOrEqual((await boxOf(sheet)).top);
  for (const id of climb.start_holds)
    await expect
      .poll(async () => (await boxOf(ring(page, id))).bottom)
      .toBeLessThanOrEqual((await boxOf(sheet)).top);
  await expectSettledPageAccessible(page, 'climb page with its sheet on a phone');
});
