import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi, createWallViaApi, uniqueWallName } from './support/walls';

// A setter at the wall on a 390-px phone, by touch, when the gym's signal drops.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** An outline on the photo, as fractions of its width and height. */
const OUTLINE: [number, number][] = [
  [0.15, 0.15],
  [0.3, 0.15],
  [0.22, 0.3],
];

const canvas = (page: Page) => page.getByRole('region', { name: /^Holds of / });
const savedHolds = (page: Page) => canvas(page).locator('polygon[data-hold-id]');
const waitingOutline = (page: Page) => canvas(page).locator('[data-layer="saving"] polygon');

async function tapOutline(page: Page) {
  const box = await canvas(page).locator('img').boundingBox();
  if (!box) throw new Error('the wall photo is not on screen');
  for (const [fx, fy] of OUTLINE) await page.touchscreen.tap(box.x + fx * box.width, box.y + fy * box.height);
}

test('a hold traced without signal waits on the phone and reaches the server when the signal is back', async ({
  page,
  context,
  signedInAs,
}) => {
  await signedInAs('Setter Sam');
  const wallId = await createWallViaApi(page, { name: uniqueWallName('Basement board') });
  await page.goto(`/walls/${wallId}/edit-holds`);
  await page.getByRole('dialog', { name: 'Editing holds' }).getByRole('button', { name: 'Got it' }).click();
  await expect(canvas(page)).toHaveAttribute('data-holds-drawn', 'true');
  // The whole wall on screen, so the outline's taps land on the photo.
  await page.getByRole('button', { name: 'Zoom out', exact: true }).tap();
  await page.getByRole('button', { name: 'Zoom out', exact: true }).tap();

  await page.getByRole('button', { name: 'Add', exact: true }).tap();
  await tapOutline(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Finish hold', exact: true }).tap();

  // Kept on the phone: said so, drawn and listed as waiting, no Error dialog.
  await expect(page.getByText('Saved on this phone')).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Not sent yet' });
  await expect(waiting.getByText('New hold')).toBeVisible();
  await expect(waiting.getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  await expect(waitingOutline(page)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);

  await context.setOffline(false);
  // The queue sends it and the wall's holds refresh: the hold is the server's now, nothing waits.
  await expect(savedHolds(page)).toHaveCount(1);
  await expect(waiting).toBeHidden();
  const revision = await callApi<{ holds: unknown[] }>(page, 'GET', `/walls/${wallId}/revisions/latest`);
  expect(revision.body.holds).toHaveLength(1);
});
