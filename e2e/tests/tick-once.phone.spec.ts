import { expect, test, type Locator, type Page } from '@playwright/test';
import { TICK_AGAIN, TICKED_TODAY_ASK } from '@spraybook/contract/plain';
import { acceptCookies, signUpNamed } from './support/accounts';
import { blockInternet, newPersonPage } from './support/browser';
import { demoWallId } from './support/climbs';
import { firstScreen } from './support/first-screen';
import { onAClimbOnline } from './support/offline-climb';
import { newClimb, ticksOf, unique } from './support/ticking';
import { callApi } from './support/walls';

/** Where the journeys leave their pictures (docs/screenshots/ticked-climb-sheet-390.webp is made from one). */
const SHOTS = '/tmp/once-shots';

// A 390-px phone at the wall, by touch; each journey in a fresh browser profile.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context }) => {
  await blockInternet(context);
});

/** Two taps at the centre of `target` as fast as a thumb makes them: the second may land on whatever is there then. */
async function doubleTap(page: Page, target: Locator) {
  // Where the button rests once the sheet has slid in: wholly on screen (on a busy machine the sheet can sit
  // below the screen a moment before it starts to slide), then the same box at two looks in a row (a trial
  // tap would wait for a disabled button to be enabled).
  await expect(target).toBeInViewport({ ratio: 1 });
  let box = await target.boundingBox();
  await expect
    .poll(async () => {
      const now = await target.boundingBox();
      const still = now !== null && JSON.stringify(now) === JSON.stringify(box);
      box = now;
      return still;
    })
    .toBe(true);
  box = box!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

/** A flash today as the climb sheet tells it (the one date rule), in this browser's locale: 'Flashed today'. */
const flashedToday = (page: Page) =>
  page.evaluate(
    () => `Flashed ${new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(0, 'day')}`,
  );

const tickSheet = (page: Page, name: string) => page.getByRole('dialog', { name: `Tick ${name}` });

test('offline, a double tap on Flash is one tick on the server and one item in a follower’s feed; a second tick today is asked about', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const { name, climbId, sheet } = await onAClimbOnline(page, 'Double Dana');
  const climber = (await callApi<{ id: string }>(page, 'GET', '/users/me')).body;
  const follower = await newPersonPage(browser, baseURL);
  await signUpNamed(follower, 'Following Fay');
  const me = (await callApi<{ id: string }>(follower, 'GET', '/users/me')).body;
  expect((await callApi(follower, 'POST', `/users/${me.id}/follow/${climber.id}`)).status).toBeLessThan(300);

  await context.setOffline(true);
  await sheet.getByRole('button', { name: 'Tick', exact: true }).tap();
  await doubleTap(page, tickSheet(page, name).getByRole('button', { name: 'Flash', exact: true }));
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toHaveCount(1);
  await expect(sheet.getByText(await flashedToday(page), { exact: true })).toBeVisible();

  // Ticking it again today is a choice: the waiting tick counts, and Cancel ticks nothing.
  await sheet.getByRole('button', { name: 'Tick', exact: true }).tap();
  await tickSheet(page, name).getByRole('button', { name: 'Flash', exact: true }).tap();
  const question = tickSheet(page, name).getByRole('group', { name: TICKED_TODAY_ASK });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: TICK_AGAIN })).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).tap();
  await expect(question).toHaveCount(0);
  await tickSheet(page, name).getByRole('button', { name: 'Close tick sheet' }).tap();

  // Signal again: the queue is sent, and the server has the one tick, the follower one item.
  await context.setOffline(false);
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toHaveCount(0);
  await expect(sheet.getByText(await flashedToday(page), { exact: true })).toBeVisible();
  expect((await ticksOf(page, climbId)).body.ascents).toHaveLength(1);
  const feed = await callApi<{ items: { kind: string; climb_id: string | null }[] }>(
    follower,
    'GET',
    '/users/feed',
  );
  const ticksInFeed = feed.body.items.filter(
    (item) => item.kind === 'ascent_followed_user' && item.climb_id === climbId,
  );
  expect(ticksInFeed).toHaveLength(1);
  await follower.context().close();
});

test("online, Flash says 'Ticked' at once and a second tap while it saves adds nothing; Tick again adds the second", async ({
  page,
}) => {
  test.slow();
  const { name, climbId, sheet } = await onAClimbOnline(page, 'Steady Sam');
  // The server's answer held until the button has been seen and tapped again.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  // The context's route: it also sees what the service worker sends on.
  await page.context().route('**/api/ascents', async (route) => {
    await answered;
    await route.fallback();
  });
  await sheet.getByRole('button', { name: 'Tick', exact: true }).tap();
  const flash = tickSheet(page, name).getByRole('button', { name: 'Flash', exact: true });
  await flash.tap();
  const ticked = tickSheet(page, name).getByRole('button', { name: 'Ticked', exact: true });
  await expect(ticked).toBeDisabled();
  await expect(tickSheet(page, name).getByRole('button', { name: 'Redpoint', exact: true })).toBeDisabled();
  await doubleTap(page, ticked);
  answer();
  await expect(tickSheet(page, name)).toHaveCount(0);
  await expect(sheet.getByText(await flashedToday(page), { exact: true })).toBeVisible();
  expect((await ticksOf(page, climbId)).body.ascents).toHaveLength(1);
  await expect(page.getByText('Your ascent has been logged')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/ticked-climb-sheet-390.png` });

  // A second flash today, chosen: asked first, then saved.
  await sheet.getByRole('button', { name: 'Tick', exact: true }).tap();
  await tickSheet(page, name).getByRole('button', { name: 'Flash', exact: true }).tap();
  await tickSheet(page, name).getByRole('button', { name: TICK_AGAIN }).tap();
  await expect(tickSheet(page, name)).toHaveCount(0);
  await expect.poll(async () => (await ticksOf(page, climbId)).body.ascents.length).toBe(2);
});

test.describe('before the app has started', () => {
  // A first visit: no service worker answers the page, so the server's first screen shows.
  test.use({ serviceWorkers: 'block' });

  test("a tap on the first screen's Tick opens the tick sheet once the app takes over", async ({
    page,
    context,
  }) => {
    test.slow();
    await signUpNamed(page, 'Early Eve');
    await acceptCookies(page);
    const wallId = await demoWallId(page);
    const name = unique('Lobby');
    const climbId = await newClimb(page, wallId, name);
    const url = `/walls/${wallId}/climbs/${climbId}`;
    // The app's code held back: what is on screen is the server's first screen alone.
    let letAppIn = () => {};
    const appHeld = new Promise<void>((resolve) => (letAppIn = resolve));
    await context.route('**/assets/**', async (route) => {
      await appHeld;
      await route.fallback();
    });
    // Not until 'load': the boot script may add the held files before it, and the load would then never come.
    await page.goto(url, { waitUntil: 'commit' });
    const early = firstScreen(page)
      .getByRole('region', { name: 'Climb info' })
      .getByRole('link', { name: 'Tick' });
    await early.tap();
    await expect(page).toHaveURL(/[?&]action=tick$/);
    letAppIn();
    await tickSheet(page, name).getByRole('button', { name: 'Flash', exact: true }).tap();
    await expect(tickSheet(page, name)).toHaveCount(0);
    // Opened once: the address no longer asks for it.
    await expect(page).toHaveURL((address) => !address.searchParams.has('action'));
    expect((await ticksOf(page, climbId)).body.ascents).toHaveLength(1);
  });
});
