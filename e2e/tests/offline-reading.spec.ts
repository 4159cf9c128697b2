import { expect, test } from './fixtures';
import { acceptCookies, signOut } from './support/accounts';
import { climbCanvas, demoClimb } from './support/climbs';
import { callApi } from './support/walls';
import {
  API_CACHE,
  apiAnswerKept,
  cachedUrls,
  IMAGE_CACHE,
  offlineIndicator,
  photoKept,
  serviceWorkerControls,
  wholeAppKept,
} from './support/offline';
import { readWallOffline } from './support/offline-journey';

test('a wall and a climb opened online open again offline: wall home, climbs list, climb page with its holds', async ({
  page,
  context,
}) => {
  await readWallOffline(page, context);
});

test("signing out forgets the account's cached answers and photos", async ({ page, signedInAs }) => {
  // Sign-up, the wall and sign-out through the identity provider: longer than one screen's journey.
  test.slow();
  await signedInAs('Offline Reader');
  await page.goto('/');
  await serviceWorkerControls(page);
  const { wallId } = await demoClimb(page);
  await page.goto(`/walls/${wallId}`);
  await apiAnswerKept(page, `/api/walls/${wallId}`);
  await photoKept(page);
  const accountOf = (url: string) => new URL(url).searchParams.get('offline-account');
  const kept = await cachedUrls(page, API_CACHE);
  expect(kept.some((url) => accountOf(url) !== 'visitor')).toBe(true);
  await expect(offlineIndicator(page)).toHaveCount(0);
  // The home page a visitor lands on keeps its own photo again: this one marks what was kept before.
  const marker = '/images/kept-before-sign-out.webp';
  await page.evaluate(async ({ cache, url }) => (await caches.open(cache)).put(url, new Response('photo')), {
    cache: IMAGE_CACHE,
    url: marker,
  });

  await signOut(page);
  // Back home as a visitor: whatever is kept now is the visitor's, none of the account's.
  expect((await cachedUrls(page, API_CACHE)).filter((url) => accountOf(url) !== 'visitor')).toEqual([]);
  expect((await cachedUrls(page, IMAGE_CACHE)).filter((url) => url.endsWith(marker))).toEqual([]);
});

test("'Save this wall for offline' keeps every climb: its list and a climb never opened open offline", async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/');
  await acceptCookies(page);
  await serviceWorkerControls(page);
  const { wallId } = await demoClimb(page);
  await page.goto(`/walls/${wallId}`);
  await page.getByRole('button', { name: 'Save this wall for offline' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Saved for offline' });
  await expect(saved).toHaveText(/^Saved for offline: \d+ climbs, [\d.]+ (KB|MB) on this phone$/, {
    timeout: 60_000,
  });
  const climbs = Number((await saved.innerText()).match(/(\d+) climbs/)![1]);
  const { body } = await callApi<{ climbs: { id: string; name: string; user_id: string }[]; total: number }>(
    page,
    'GET',
    `/walls/${wallId}/climbs?limit=100`,
  );
  expect(climbs).toBe(body.total);
  // Asked past the page (and its worker), so it keeps nothing.
  const setterAnswer = await page.request.get(`/api/users/${body.climbs.at(-1)!.user_id}`);
  const setter = ((await setterAnswer.json()) as { display_name: string }).display_name;

  // The list page's own code, never opened here, is kept by the worker in the background after it took over
  // (0224): on a busy machine that can end after the save. Saving does not wait for it (noted, issue 43).
  await wholeAppKept(page);
  await context.setOffline(true);
  const last = body.climbs.at(-1)!;
  await page.goto(`/walls/${wallId}/list`);
  // Other journeys add climbs to the demo wall: the oldest may be on a later page, which loads (from the
  // kept copy) as the list's end comes into view.
  const lastLink = page.getByRole('link', { name: last.name }).first();
  await expect(async () => {
    await page.mouse.wheel(0, 5_000);
    await expect(lastLink).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // Each row's setter is a request of its own, kept by the save too: named, never 'Error loading user'.
  await expect(page.getByRole('row').filter({ hasText: last.name }).first()).toContainText(setter);
  await expect(page.getByText('Error loading user')).toHaveCount(0);
  // The oldest, a demo climb: a newer one may have been set by another journey after the wall was saved.
  await page.goto(`/walls/${wallId}/climbs/${last.id}`);
  await expect(climbCanvas(page, last.name)).toHaveAttribute('data-holds-drawn', 'true');
  await expect(offlineIndicator(page)).toBeVisible();
});
