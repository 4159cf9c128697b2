import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookies } from './support/accounts';
import { climbCanvas } from './support/climbs';
import {
  apiAnswerKept,
  markDocument,
  offlineIndicator,
  photoKept,
  sameDocument,
  serviceWorkerControls,
  wholeAppKept,
} from './support/offline';
import { PAGE_NOT_SAVED_OFFLINE } from '../../web/src/shared/util/texts';

// A phone on a fresh profile (every test's own context): a shared link opened once, in the gym's lobby.
test.use({ viewport: { width: 390, height: 844 } });

/** The demo wall and its first climbs, read with the test's own HTTP client: the browser stays untouched. */
async function demoWall(request: APIRequestContext) {
  const { walls } = (await (
    await request.get('/api/walls?search_text=Spraywall%20of%20the%20Month')
  ).json()) as {
    walls: { id: string; name: string }[];
  };
  const wall = walls[0]!;
  const { climbs } = (await (
    await request.get(`/api/walls/${wall.id}/climbs?sort_key=new&sort_ascending=true&limit=3`)
  ).json()) as { climbs: { id: string; name: string }[] };
  return { wall, climbs };
}

/** The wall page's climbs section: its count line ('12 climbs, newest first'). */
const climbsShown = (page: Page) => page.getByText(/^\d+ climbs?, newest first$/);

test("a wall opened on a first visit opens again offline with its climbs, once the worker has kept the page's answers", async ({
  page,
  context,
  request,
}) => {
  const { wall } = await demoWall(request);
  await page.goto(`/walls/${wall.id}`);
  await expect(climbsShown(page)).toBeVisible();
  await acceptCookies(page);
  // Everything the page fetched before the worker took it over is kept too: its climbs and its photo.
  await serviceWorkerControls(page);
  await apiAnswerKept(page, `/api/walls/${wall.id}`);
  await apiAnswerKept(page, `/api/walls/${wall.id}/climbs`);
  await photoKept(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: wall.name })).toBeVisible();
  await expect(climbsShown(page)).toBeVisible();
  await expect(offlineIndicator(page)).toBeVisible();
  // No failed read is toasted offline: the indicator says it once.
  await expect(page.getByRole('alert').filter({ hasText: /Failed to/ })).toHaveCount(0);
});

test('a climb opened on a first visit opens again offline with its holds drawn', async ({
  page,
  context,
  request,
}) => {
  const { wall, climbs } = await demoWall(request);
  const climb = climbs[0]!;
  await page.goto(`/walls/${wall.id}/climbs/${climb.id}`);
  await expect(climbCanvas(page, climb.name)).toHaveAttribute('data-holds-drawn', 'true');
  await serviceWorkerControls(page);
  await apiAnswerKept(page, `/api/climbs/${climb.id}`);
  await photoKept(page);

  await context.setOffline(true);
  await page.reload();
  await expect(climbCanvas(page, climb.name)).toHaveAttribute('data-holds-drawn', 'true');
  await expect(offlineIndicator(page)).toBeVisible();
});

// The climb's code is kept (the worker keeps the whole app after a first visit), its answers are not. A page
// whose code failed to load offline reloads once the network is back instead (Chromium keeps a failed
// import's failure): web/src/app/page-code-offline.test.tsx.
test('offline, a climb never opened shows the offline page with the pages that are; the network back, it loads without a reload', async ({
  page,
  context,
  request,
}) => {
  const { wall, climbs } = await demoWall(request);
  const neverOpened = climbs[1]!;
  await page.goto(`/walls/${wall.id}`);
  await expect(climbsShown(page)).toBeVisible();
  await acceptCookies(page);
  await serviceWorkerControls(page);
  await apiAnswerKept(page, `/api/walls/${wall.id}`);
  await wholeAppKept(page);

  await context.setOffline(true);
  await page.goto(`/walls/${wall.id}/climbs/${neverOpened.id}`);
  await expect(page.getByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toBeVisible();
  const saved = page.getByRole('navigation', { name: 'Saved on this phone' });
  await expect(saved.getByRole('link', { name: wall.name })).toBeVisible();
  // SHOTS_DIR=/tmp/… saves the offline page to look at.
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/offline-page-390.png` });
  await saved.getByRole('link', { name: wall.name }).click();
  await expect(page).toHaveURL(new RegExp(`/walls/${wall.id}$`));
  await expect(climbsShown(page)).toBeVisible();

  // Back to the climb never kept, still offline; then the signal returns and the same page shows it.
  await page.goBack();
  await expect(page.getByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toBeVisible();
  await markDocument(page);
  await context.setOffline(false);
  await expect(climbCanvas(page, neverOpened.name)).toHaveAttribute('data-holds-drawn', 'true');
  await expect(page.getByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
});
