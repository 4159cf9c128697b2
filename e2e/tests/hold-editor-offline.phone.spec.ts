import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi, createWallViaApi, makeHoldsJpeg, PHOTO_HOLDS, uniqueWallName } from './support/walls';

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

/** The editor open on `wallId`'s photo, its help closed and the whole wall on screen (so taps land on the photo). */
async function openEditor(page: Page, wallId: string) {
  await page.goto(`/walls/${wallId}/edit-holds`);
  await page.getByRole('dialog', { name: 'Editing holds' }).getByRole('button', { name: 'Got it' }).click();
  await expect(canvas(page)).toHaveAttribute('data-holds-drawn', 'true');
  await page.getByRole('button', { name: 'Zoom out', exact: true }).tap();
  await page.getByRole('button', { name: 'Zoom out', exact: true }).tap();
}

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
  await openEditor(page, wallId);

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

test('a delete and an Accept all made without signal show at once, wait on the phone, and reach the server when it is back', async ({
  page,
  context,
  signedInAs,
}) => {
  // A sign-up, the tracing's first search and a queue's replay on a busy 2-core machine.
  test.slow();
  await signedInAs('Setter Sol');
  const wallId = await createWallViaApi(
    page,
    { name: uniqueWallName('Cellar board') },
    await makeHoldsJpeg(),
  );
  // The photo's first hold traced already: the one to delete, never suggested again.
  const first = PHOTO_HOLDS[0];
  const traced = await callApi<{ hold_id: string }>(page, 'POST', `/walls/${wallId}/revisions/latest/holds`, {
    bounding_polygon: [
      { x: first.cx - first.rx, y: first.cy - first.ry },
      { x: first.cx + first.rx, y: first.cy - first.ry },
      { x: first.cx + first.rx, y: first.cy + first.ry },
      { x: first.cx - first.rx, y: first.cy + first.ry },
    ],
  });
  expect(traced.status).toBe(201);
  await openEditor(page, wallId);
  await expect(savedHolds(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Suggest', exact: true }).tap();
  const suggested = PHOTO_HOLDS.length - 1;
  await expect(page.getByText(`${suggested} suggestions left`)).toBeVisible();

  await context.setOffline(true);
  const waiting = page.getByRole('list', { name: 'Not sent yet' });
  await page.getByRole('button', { name: 'Accept all' }).tap();
  // Kept on the phone: said so, the outlines drawn as waiting and the write listed, no Error dialog.
  await expect(page.getByText('Saved on this phone')).toBeVisible();
  await expect(waitingOutline(page)).toHaveCount(suggested);
  await expect(waiting.getByText('Accepted holds')).toBeVisible();
  await expect(page.getByText('0 suggestions left')).toBeVisible();

  // Deleting asks without the usage count (only the server knows it), and the hold goes at once.
  await page.getByRole('button', { name: 'Delete', exact: true }).tap();
  const box = (await canvas(page).locator('img').boundingBox())!;
  await page.touchscreen.tap(box.x + first.cx * box.width, box.y + first.cy * box.height);
  const confirm = page.getByRole('dialog', { name: 'Delete hold' });
  await expect(confirm).toContainText('cannot check which climbs use this hold');
  await confirm.getByRole('button', { name: 'Delete' }).tap();
  await expect(savedHolds(page)).toHaveCount(0);
  await expect(waiting.getByText('Hold removal')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);

  await context.setOffline(false);
  // The queue sends both in order and the wall's holds refresh: the suggestions are the server's holds now.
  await expect(waiting).toBeHidden();
  await expect(savedHolds(page)).toHaveCount(suggested);
  await expect(waitingOutline(page)).toHaveCount(0);
  const revision = await callApi<{ holds: { id: string }[] }>(
    page,
    'GET',
    `/walls/${wallId}/revisions/latest`,
  );
  expect(revision.body.holds).toHaveLength(suggested);
  expect(revision.body.holds.map((h) => h.id)).not.toContain(traced.body.hold_id);
});
