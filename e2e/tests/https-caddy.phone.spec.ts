import { test as base, expect } from '@playwright/test';
import { findCaddy } from '../../server/src/test/deployment/caddy.ts';
import { createHttpsSite, type HttpsSite } from '../../server/src/test/deployment/https-site.ts';
import { acceptCookies, signUp } from './support/accounts';
import { climbCanvas, demoWallId } from './support/climbs';
import { apiAnswerKept, offlineIndicator, serviceWorkerControls } from './support/offline';
import { flashFromClimbPage } from './support/ticking';
import { WEB_DIST } from './support/web-dist';
import { needs } from './support/prerequisites';

// A gym's box on its own Wi-Fi (docs/deploying.md, deploy/Caddyfile.lan): Caddy with `tls internal` in
// front of a node serving the built app at https://spraybook.test:<port>, on a fresh PostgreSQL database
// when TEST_DATABASE_URL is set, else on PGlite (server/src/test/deployment/https-site.ts).
const caddyBinary = findCaddy();
const missing = caddyBinary ? null : 'caddy is not installed (apt-get install caddy)';

const test = base.extend<object, { site: HttpsSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const site = await createHttpsSite({
        caddyBinary: caddyBinary!,
        env: { WEB_DIST, SIGN_UPS_PER_HOUR: '1000' },
      });
      try {
        await site.start();
        await use(site);
      } finally {
        await site.close();
      }
    },
    // A node migrating and seeding an empty database, then Caddy issuing its certificate.
    { scope: 'worker', timeout: 360_000 },
  ],
  // A phone that installed Caddy's root: Chromium takes the certificate Caddy serves as valid (so the page
  // is a secure context and the service worker registers; without the flag it refuses the certificate) and
  // finds the site's name on loopback. Chromium honours the flag only with a --user-data-dir, which
  // Playwright always passes.
  browser: [
    async ({ playwright, launchOptions, headless, site }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        headless,
        args: [
          ...(launchOptions.args ?? []),
          `--host-resolver-rules=MAP ${site.host} 127.0.0.1`,
          `--ignore-certificate-errors-spki-list=${await site.caddy.leafSpkiHash()}`,
        ],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

needs(test, missing);
// A 390-px phone, the width the app is judged at.
test.use({ viewport: { width: 390, height: 844 } });

// What the node and Caddy said, for a failed run (the site's folder goes with it).
test.afterEach(async ({ site }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('node.log', { body: site.nodes[0]!.log(), contentType: 'text/plain' });
  await testInfo.attach('caddy.log', { body: site.caddy.log(), contentType: 'text/plain' });
});

test('on a 390-px phone over https through Caddy, a climber signs up, ticks, and opens the wall again offline', async ({
  page,
  context,
  site,
}) => {
  // Sign-up's redirects, the service worker's install and six page loads.
  test.slow();
  // Only the site: anything else fails at once, as on a gym's Wi-Fi with no internet.
  await context.route(
    (url) => url.hostname !== site.host,
    (route) => route.abort('internetdisconnected'),
  );
  await page.goto('/');
  const wallId = await demoWallId(page);
  await page.goto(`/walls/${wallId}`);
  await acceptCookies(page);
  await signUp(page);
  expect(new URL(page.url()).origin).toBe(site.url);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await serviceWorkerControls(page);

  // The wall's newest climb, from its list, ticked.
  await page.goto(`/walls/${wallId}`);
  const wallName = page.getByRole('heading', { level: 1 });
  await expect(wallName).toBeVisible();
  const wallTitle = await wallName.innerText();
  const climbs = page.getByRole('region', { name: 'Climbs' }).getByRole('list', { name: 'Climbs' });
  const newest = climbs.getByRole('listitem').first();
  // The row's first paragraph is the name ('set at 30°' may follow it on the adjustable demo wall).
  const name = await newest.getByRole('paragraph').first().innerText();
  await newest.getByRole('link').click();
  await expect(climbCanvas(page, name)).toHaveAttribute('data-holds-drawn', 'true');
  await flashFromClimbPage(page);

  await page.goto(`/walls/${wallId}`);
  await expect(climbs.getByText(name, { exact: true })).toBeVisible();
  await apiAnswerKept(page, `/api/walls/${wallId}`);
  await apiAnswerKept(page, `/api/walls/${wallId}/climbs`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: wallTitle })).toBeVisible();
  await expect(climbs.getByText(name, { exact: true })).toBeVisible();
  await expect(offlineIndicator(page)).toBeVisible();
});
