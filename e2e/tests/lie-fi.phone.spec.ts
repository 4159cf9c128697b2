import type { BrowserContext, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { climbCanvas } from './support/climbs';
import {
  apiAnswerKept,
  markDocument,
  offlineIndicator,
  sameDocument,
  serviceWorkerControls,
  wholeAppKept,
} from './support/offline';
import { PAGE_NOT_SAVED_OFFLINE } from '../../web/src/shared/util/texts';

// A phone on the gym's Wi-Fi whose uplink is down ("lie-fi", issue 43): `navigator.onLine` stays true and no
// 'online' or 'offline' event ever comes, so the app can only tell from its requests (decision 0230).
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Every request to the app's server fails on the way, as on a Wi-Fi without internet: the page's and the
 * service worker's (Playwright routes both in Chromium). The browser is not told it is offline.
 */
async function loseUplink(context: BrowserContext) {
  const drop = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/*', drop);
  return () => context.unroute('**/*', drop);
}

test('a climb whose answers were never kept shows the offline page, not an error; the uplink back, it loads by itself', async ({
  page,
  context,
  demoWall,
}) => {
  const neverOpened = demoWall.climbs[1]!;
  await page.goto(`/walls/${demoWall.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await serviceWorkerControls(page);
  await apiAnswerKept(page, `/api/walls/${demoWall.id}`);
  await wholeAppKept(page);

  const regainUplink = await loseUplink(context);
  await page.goto(`/walls/${demoWall.id}/climbs/${neverOpened.id}`);
  await expect(page.getByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(offlineIndicator(page)).toBeVisible();
  // One quiet 'Offline' state: no failure said or toasted.
  await expect(page.getByText(/Failed to/)).toHaveCount(0);

  // The uplink comes back: no event tells the page, its probe of /healthz does, and the climb loads in place.
  await markDocument(page);
  await regainUplink();
  await expect(climbCanvas(page, neverOpened.name)).toHaveAttribute('data-holds-drawn', 'true');
  await expect(page.getByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toHaveCount(0);
  await expect(offlineIndicator(page)).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
});

test('a page whose code the worker never kept shows the offline page, and itself once the uplink is back', async ({
  page,
  context,
}) => {
  // The terms page's code never reaches this phone while it has signal: the worker cannot keep it.
  const termsCode = /\/assets\/terms-page-[^/]*\.js$/;
  const refuseTerms = (route: Route) => route.abort('internetdisconnected');
  await context.route(termsCode, refuseTerms);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Share your problems' })).toBeVisible();
  await serviceWorkerControls(page);

  const regainUplink = await loseUplink(context);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toBeVisible();
  await expect(page.getByText('Failed to load page.')).toHaveCount(0);

  await context.unroute(termsCode, refuseTerms);
  await regainUplink();
  // The code is fetched (in place, or by one reload where the browser kept the import's failure).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
  await expect(page.getByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toHaveCount(0);
});

test("a wall kept on the phone opens on a Wi-Fi without internet in the quiet 'Offline' state, which goes when the uplink is back", async ({
  page,
  context,
  demoWall,
}) => {
  await page.goto(`/walls/${demoWall.id}`);
  const wallName = page.getByRole('heading', { level: 1 });
  await expect(wallName).toBeVisible();
  await serviceWorkerControls(page);
  await apiAnswerKept(page, `/api/walls/${demoWall.id}`);
  await wholeAppKept(page);

  // The worker answers from what it kept; the page hears from it that the server did not answer.
  const regainUplink = await loseUplink(context);
  await page.reload();
  await expect(wallName).toBeVisible();
  await expect(offlineIndicator(page)).toBeVisible();
  await expect(page.getByText(/Failed to/)).toHaveCount(0);

  await regainUplink();
  await expect(offlineIndicator(page)).toHaveCount(0);
  await expect(wallName).toBeVisible();
});
