import { devices, expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { demoWallId } from './support/climbs';
import { appTookOver, differingShare, firstScreen, firstScreenAndApp } from './support/first-screen';
import { apiAnswerKept, serviceWorkerControls } from './support/offline';

/** At most this share of the first screen's pixels may differ from the app's drawing of the same page. */
const MOST_DIFFERING = 0.005;

const SCREENS = {
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

for (const [screen, options] of Object.entries(SCREENS)) {
  test(`the first screens of home and a wall's page look as the app draws them, on a ${screen} (drift guard)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Four browser contexts, each loading a page whole.
    test.slow();
    await page.goto('/');
    for (const path of ['/', `/walls/${await demoWallId(page)}`]) {
      const { first, app } = await firstScreenAndApp(browser, baseURL + path, { ...options, baseURL });
      await test.info().attach(`${path} first screen`, { body: first, contentType: 'image/png' });
      await test.info().attach(`${path} app`, { body: app, contentType: 'image/png' });
      expect(await differingShare(page, first, app), `${path} at ${screen} size`).toBeLessThanOrEqual(
        MOST_DIFFERING,
      );
    }
  });
}

test("a shared wall link paints from the server's HTML, then the app takes over without a policy breach", async ({
  page,
}) => {
  const breaches: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) breaches.push(message.text());
  });
  await page.goto('/');
  const wallId = await demoWallId(page);
  const response = await page.goto(`/walls/${wallId}`);
  const html = await response!.text();
  expect(html).toContain('<div id="first-screen">');
  expect(html).toContain('<h1 class="fs-title">Spraywall of the Month</h1>');

  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Spraywall of the Month' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Wall' }).getByRole('link', { name: 'Climbs' }),
  ).toBeVisible();
  // The boot script added the app's stylesheet and manifest once the banner had painted.
  await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
  expect(breaches).toEqual([]);
  await expectAccessible(page, 'wall page after the first screen');
});

test('the first screen stands on its own: it passes axe and its links work before the app arrives', async ({
  page,
}) => {
  // The app's code never arrives: what is on screen is the server's first screen alone.
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto('/');
  await expect(firstScreen(page).getByRole('heading', { name: 'Share your problems' })).toBeVisible();
  await expectAccessible(page, 'home first screen');
  await firstScreen(page).getByRole('main').getByRole('link', { name: 'Find wall' }).click();
  await expect(page).toHaveURL(/\/walls$/);
});

test('an installed app opens a wall from its own shell: no first screen, and offline as well', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await appTookOver(page);
  await serviceWorkerControls(page);
  const wallId = await demoWallId(page);
  await page.goto(`/walls/${wallId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spraywall of the Month' })).toBeVisible();
  // The worker answers navigations with the precached index.html, which never has a first screen.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-first-screen'))).toBe(false);
  await apiAnswerKept(page, `/api/walls/${wallId}`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Spraywall of the Month' })).toBeVisible();
  await context.setOffline(false);
});
