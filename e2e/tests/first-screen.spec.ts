import { devices, type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test, type DemoWall } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { appTookOver, differingShare, firstScreen, firstScreenAndApp } from './support/first-screen';
import { apiAnswerKept, serviceWorkerControls } from './support/offline';

/** The demo wall's oldest climb's page: set with the demo, so no journey's climbs come before it. */
const demoClimbPath = (wall: DemoWall) => `/walls/${wall.id}/climbs/${wall.climbs[0]!.id}`;

// First visits: the cookie notice not yet answered, as a first screen meets it.
test.use({ cookieNoticeAnswered: false });

/** At most this share of the first screen's pixels may differ from the app's drawing of the same page. */
const MOST_DIFFERING = 0.005;

/** What the page's console says the content security policy blocked, as it happens. */
function policyBreaches(page: Page) {
  const breaches: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) breaches.push(message.text());
  });
  return breaches;
}

/**
 * The drift guard's pages: every variant on a phone, where climbers open shared links; on a desktop
 * the three pages alone (the preferences and the cookie notice are drawn by the same code at any
 * width). The words and controls are compared in a unit test (web/src/first-screen); this compares
 * the pixels.
 */
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

test("the first screens of home, a wall's page and a climb's look as the app draws them, on a phone and a desktop (drift guard)", async ({
  page,
  browser,
  baseURL,
  demoWall,
}) => {
  // Eighteen browser contexts, each loading a page whole.
  test.slow();
  const wallId = demoWall.id;
  const climbPath = demoClimbPath(demoWall);
  const pages: [string, typeof PHONE | typeof DESKTOP, string, Parameters<typeof firstScreenAndApp>[3]?][] = [
    ['home', PHONE, '/'],
    ["a wall's page", PHONE, `/walls/${wallId}`],
    ["a climb's page", PHONE, climbPath],
    // A returning visitor's own choices, which the climb view script reads as the app does.
    [
      "a climb's page, letters and spotlight off, colour-blind",
      PHONE,
      climbPath,
      {
        preferences: {
          'climb-hold-letters': false,
          'climb-spotlight': false,
          'climb-spotlight-strength': 0.4,
          'color-blind': true,
        },
      },
    ],
    // The very first visit: the cookie notice at the foot, the climb sheet's buttons above it.
    ["a wall's page with the cookie notice", PHONE, `/walls/${wallId}`, { cookieNotice: true }],
    ["a climb's page with the cookie notice", PHONE, climbPath, { cookieNotice: true }],
    ['home', DESKTOP, '/'],
    ["a wall's page", DESKTOP, `/walls/${wallId}`],
    ["a climb's page", DESKTOP, climbPath],
  ];
  for (const [name, screen, path, visitor] of pages) {
    const size = screen === PHONE ? 'phone' : 'desktop';
    const { first, app } = await firstScreenAndApp(browser, baseURL + path, { ...screen, baseURL }, visitor);
    await test.info().attach(`${name} on a ${size}: first screen`, { body: first, contentType: 'image/png' });
    await test.info().attach(`${name} on a ${size}: app`, { body: app, contentType: 'image/png' });
    expect(await differingShare(page, first, app), `${name} on a ${size}`).toBeLessThanOrEqual(
      MOST_DIFFERING,
    );
  }
});

test("a shared wall link paints from the server's HTML, then the app takes over without a policy breach", async ({
  page,
  demoWall,
}) => {
  const breaches = policyBreaches(page);
  const wallId = demoWall.id;
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

test("a shared climb link paints from the server's HTML and its script, then the app takes over without a policy breach", async ({
  page,
  demoWall,
}) => {
  const breaches = policyBreaches(page);
  const path = demoClimbPath(demoWall);
  const response = await page.goto(path);
  const html = await response!.text();
  expect(html).toContain('<div id="first-screen" class="fs-full-height">');
  // The climb page's chunks, which the boot script preloads a few at a time.
  const assets = JSON.parse(/id="app-assets">(.*?)<\/script>/.exec(html)![1]!) as { page: string[] };
  expect(assets.page.filter((href) => /^\/assets\/climb-page-[\w-]+\.js$/.test(href))).toHaveLength(1);
  await appTookOver(page);
  await expect(
    page.getByRole('region', { name: 'Climb info' }).getByRole('button', { name: 'Tick' }),
  ).toBeVisible();
  // The boot script preloaded every one (the app's loader adds a link only for one not there yet).
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(preloaded).toEqual(expect.arrayContaining(assets.page));
  expect(breaches).toEqual([]);
  await expectAccessible(page, 'climb page after the first screen');
});

/** A phone that has never been here (no consent cookie, no service worker), and the demo climb's path. */
async function phoneFirstVisit(browser: Browser, baseURL: string, demoWall: DemoWall) {
  const path = demoClimbPath(demoWall);
  const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
  return { path, context };
}
const top = async (locator: Locator) => (await locator.boundingBox())!.y;
const bottom = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

test("on a phone's very first visit the cookie notice sits below the climb sheet, in the first screen and in the app; accepted, it leaves the photo the whole height", async ({
  browser,
  baseURL,
  demoWall,
}) => {
  const { path, context } = await phoneFirstVisit(browser, baseURL!, demoWall);
  const phone = await context.newPage();
  // The first screen alone: the app's code held back until its layout is checked.
  let letAppIn = () => {};
  const appHeld = new Promise<void>((resolve) => (letAppIn = resolve));
  await context.route('**/assets/**', async (route) => {
    await appHeld;
    await route.fallback();
  });
  await phone.goto(path);
  const drawn = firstScreen(phone);
  const drawnNotice = drawn.getByRole('region', { name: 'Cookie notice' });
  await expect(drawnNotice).toBeVisible();
  expect(await bottom(drawn.locator('.fs-tick'))).toBeLessThanOrEqual(await top(drawnNotice));
  // A slow phone may paint while the parser has read only the notice: it must already be in place then.
  const noticeTop = await top(drawnNotice);
  const topWithNothingAfter = await drawn.evaluate((screen) => {
    const after = [...screen.children].filter((child) => !child.classList.contains('fs-cookie'));
    after.forEach((child) => child.remove());
    const place = screen.querySelector('[aria-label="Cookie notice"]')!.getBoundingClientRect().top;
    screen.append(...after);
    return place;
  });
  expect(topWithNothingAfter).toBe(noticeTop);
  letAppIn();
  await appTookOver(phone);
  const notice = phone.getByRole('region', { name: 'Cookie notice' });
  const sheet = phone.getByRole('region', { name: 'Climb info' });
  const tick = sheet.getByRole('button', { name: 'Tick' });
  await expect(tick).toBeVisible();
  const appNoticeTop = await top(notice);
  expect(await bottom(sheet)).toBeLessThanOrEqual(appNoticeTop);
  // One tap on Accept and the page takes the notice's place: the sheet moves down to the screen's foot.
  await notice.getByRole('button', { name: 'Accept' }).tap();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => bottom(sheet)).toBeGreaterThan(appNoticeTop);
  await context.close();
});

test('a climb page the app opens itself (no first screen) makes room for the cookie notice without moving the sheet or the footer', async ({
  browser,
  baseURL,
  demoWall,
}) => {
  const { path, context } = await phoneFirstVisit(browser, baseURL!, demoWall);
  // What each layout shift moved: an element's label, or its tag.
  await context.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[])
        for (const { node } of entry.sources)
          if (node instanceof Element) moved.push(node.getAttribute('aria-label') ?? node.tagName);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const phone = await context.newPage();
  // A phone's slower processor: where the notice's height arrived a frame late, the sheet had moved.
  const cdp = await context.newCDPSession(phone);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A query leaves the first screen out: the app draws its loading state, then the page.
  await phone.goto(`${path}?tab=image`);
  await expect(firstScreen(phone)).toHaveCount(0);
  const sheet = phone.getByRole('region', { name: 'Climb info' });
  await expect(sheet.getByRole('button', { name: 'Tick' })).toBeVisible();
  const notice = phone.getByRole('region', { name: 'Cookie notice' });
  expect(await bottom(sheet)).toBeLessThanOrEqual(await top(notice));
  // The page keeps its height (the notice's room is padding): the footer stays below the screen.
  const moved = await phone.evaluate(() => (window as unknown as { moved: string[] }).moved);
  expect(moved).not.toContain('Climb info');
  expect(moved).not.toContain('FOOTER');
  await context.close();
});

test.describe('with no service worker', () => {
  // The worker, registered on the first page, would serve the app's code the test holds back (once the entry
  // failed, the page reloads under it and the app takes the first screen away: flaky in CI).
  test.use({ serviceWorkers: 'block' });

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

  test("a climb's first screen stands on its own: its script rings the holds, it passes axe, and its breadcrumb leads to the wall before the app arrives", async ({
    page,
    demoWall,
  }) => {
    const wallId = demoWall.id;
    const path = demoClimbPath(demoWall);
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(path);
    await expect(firstScreen(page).getByRole('region', { name: 'Climb info' })).toBeVisible();
    // The inline script ringed the climb's holds and chose the photo that fits the screen, with no app.
    await expect(firstScreen(page).locator('[data-ring-hold]').first()).toBeAttached();
    await expect(firstScreen(page).locator('img[data-first-screen-lcp]')).toHaveAttribute(
      'src',
      /\/w\d+\.webp$/,
    );
    await expectAccessible(page, 'climb first screen');
    await firstScreen(page).getByRole('link', { name: 'Spraywall of the Month' }).click();
    await expect(page).toHaveURL(`/walls/${wallId}`);
  });
});

test('an installed app opens a wall from its own shell: no first screen, and offline as well', async ({
  page,
  context,
  demoWall,
}) => {
  await page.goto('/');
  await appTookOver(page);
  await serviceWorkerControls(page);
  const wallId = demoWall.id;
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
