import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { flashOffline, onAClimbOnline } from './support/offline-climb';
import { ticksOf } from './support/ticking';
import { WEB_DIST } from './support/web-dist';

const SHOTS = '/tmp/shots-update';
const NEW_VERSION = 'A new version of Spraybook is ready';

// On a 390-px phone, where the banner must not hide the climb.
test.use({ viewport: { width: 390, height: 844 } });

// No `blockInternet` here: the climb page reaches nothing outside the app, and Playwright's routing of every
// request left the photo unpainted in this journey's screenshot once the connection came back.

/**
 * Publishes a second version of the app: the same worker script with one more line (the browser
 * installs a worker whose script changed), its precompressed copies set aside so the server sends it.
 * Returns the way back to the first version. The journey runs alone, after every other one
 * (playwright.config.ts), since every open page would be offered the update.
 */
async function publishSecondVersion(): Promise<() => Promise<void>> {
  const script = path.join(WEB_DIST, 'sw.js');
  const original = await readFile(script);
  for (const ext of ['.br', '.gz']) await rename(script + ext, `${script}${ext}.v1`);
  await writeFile(script, `${original.toString()}\n// version 2\n`);
  return async () => {
    await writeFile(script, original);
    for (const ext of ['.br', '.gz']) await rename(`${script}${ext}.v1`, script + ext);
  };
}

/** Asks the browser to look for a new version now, as the app does every 30 s while on screen. */
const lookForUpdate = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

test('a new version is offered with Update Now; the app updates and a tick waiting on the phone survives, then is sent once', async ({
  page,
  context,
}) => {
  test.slow();
  const { name, climbId, sheet } = await onAClimbOnline(page, 'Update Uma');

  // A tick without signal waits on the phone.
  await flashOffline(page, context, { name });

  // The signal comes back but the API stays out of reach, so the tick is still waiting when the new
  // version arrives.
  await page.route('**/api/ascents', (route) => route.abort('internetdisconnected'));
  const firstVersionBack = await publishSecondVersion();
  try {
    await context.setOffline(false);
    await lookForUpdate(page);
    await expect(page.getByRole('alert').filter({ hasText: NEW_VERSION })).toBeVisible({ timeout: 30_000 });
  } finally {
    await firstVersionBack();
  }

  const banner = page.getByRole('alert').filter({ hasText: NEW_VERSION });
  await expect(banner).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}/update-banner-390.png`, animations: 'disabled' });
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toBeVisible();

  // Update Now: 'Updating app...', then the page reloads under the new version.
  await page.unroute('**/api/ascents');
  // Update Now shows 'Updating app...' (update-banner.test.tsx) for the moment the new worker takes to take over.
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Update Now' }).click();
  await reloaded;
  await expect(page.getByText('Updating app...')).toBeHidden();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
  ).toBe(null);

  // The tick survived the update in the phone's queue, and the restarted app sends it, once.
  await expect(sheet.getByText('Ticked', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toHaveCount(0);
  await expect.poll(async () => (await ticksOf(page, climbId)).body.ascents.length).toBe(1);
  expect((await ticksOf(page, climbId)).body.ascents[0]).toMatchObject({ ascent_type: 'flash' });
});
