import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addSquareHolds } from './support/climbs';
import { callApi, createWallViaApi, uniqueWallName } from './support/walls';

/** The row's own background colour as [r, g, b, alpha] (a transparent row is alpha 0). */
async function backgroundOf(row: Locator) {
  const colour = await row.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b, a = 1] = colour.match(/[\d.]+/g)!.map(Number);
  return { r: r!, g: g!, b: b!, a };
}

/** A ticked row is tinted green, an unticked one is not tinted at all. */
async function expectTickedRowTinted(page: Page) {
  const table = page.getByRole('table', { name: 'Climbs' });
  const ticked = await backgroundOf(table.getByRole('row').filter({ hasText: 'Ticked one' }));
  const unticked = await backgroundOf(table.getByRole('row').filter({ hasText: 'Open one' }));
  expect(unticked.a).toBe(0);
  expect(ticked.a).toBeGreaterThan(0);
  expect(ticked.g).toBeGreaterThan(ticked.r);
  expect(ticked.g).toBeGreaterThan(ticked.b);
}

test('ticked rows of the climbs list are tinted green, in the dark and the light scheme', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('Tinted Tia');
  const wallId = await createWallViaApi(page, { name: uniqueWallName('Tint') });
  const [start, top] = await addSquareHolds(page, wallId, [
    [0.2, 0.3],
    [0.6, 0.3],
  ]);
  const climbIds: Record<string, string> = {};
  for (const name of ['Ticked one', 'Open one']) {
    const res = await callApi<{ id: string }>(page, 'POST', '/climbs', {
      wall_id: wallId,
      name,
      start_holds: [start!.id],
      top_holds: [top!.id],
    });
    expect(res.status).toBe(201);
    climbIds[name] = res.body.id;
  }
  const tick = await callApi(page, 'POST', '/ascents', {
    climb_id: climbIds['Ticked one'],
    ascent_date: '2026-11-20',
    ascent_type: 'flash',
    attempts: 1,
  });
  expect(tick.status).toBe(201);

  await page.goto(`/walls/${wallId}/list`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(
    page.getByRole('row').filter({ hasText: 'Ticked one' }).getByRole('img', { name: 'Ticked' }),
  ).toBeVisible();
  await expectTickedRowTinted(page);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectTickedRowTinted(page);
});
