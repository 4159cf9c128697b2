import { expect, test, type Page } from '@playwright/test';
import { signOut } from './support/accounts';
import { flashOffline, onAClimbOnline, waitingWritesSurviveAnOfflineReload } from './support/offline-climb';
import { expectSettledPageAccessible } from './support/settle';
import { tapCounter, ticksOf } from './support/ticking';
import { callApi } from './support/walls';
import { expectToastShown, recordToasts } from './support/toasts';

const SHOTS = '/tmp/shots-offline-queue';

test.beforeEach(async ({ page }) => {
  // A tick's toast lasts a second: recorded, so a busy machine cannot look past it.
  await recordToasts(page);
});

test('without signal a tick, its edit and a grade vote wait on the phone with a clock, then reach the server once', async ({
  page,
  context,
}) => {
  test.slow();
  const { name, climbId, url, sheet } = await onAClimbOnline(page, 'Basement Bea');
  const taps = tapCounter();

  await context.setOffline(true);
  // Tick, Flash: saved on the phone, shown at once as ticked, with the clock.
  await taps.tap(sheet.getByRole('button', { name: 'Tick', exact: true }));
  await taps.tap(
    page.getByRole('dialog', { name: `Tick ${name}` }).getByRole('button', { name: 'Flash', exact: true }),
  );
  await expectToastShown(page, 'Saved on this phone');
  await expect(sheet.getByText('Ticked', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  expect(taps.count).toBe(2);

  // The Details tab lists the waiting tick; Edit changes it before it is sent.
  await taps.tap(page.getByRole('tab', { name: 'Details' }));
  const ticks = page.getByRole('list', { name: 'Ticks' });
  await expect(ticks.getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  await taps.tap(ticks.getByRole('link', { name: 'Edit your tick' }));
  await taps.tap(page.getByText('Redpoint', { exact: true }));
  await page.getByLabel('Attempts').fill('3');
  await page.getByLabel('Description').fill('Sent in the basement');
  await taps.tap(page.getByRole('button', { name: 'Save ascent' }));
  await expectToastShown(page, 'Saved on this phone');
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await taps.tap(page.getByRole('tab', { name: 'Details' }));
  await expect(ticks).toContainText('Sent in the basement');
  await expect(ticks.getByRole('img', { name: 'Waiting to send' })).toBeVisible();

  // A grade vote, offline too.
  await taps.tap(page.getByRole('link', { name: 'Grade', exact: true }));
  const gradeDialog = page.getByRole('dialog', { name: `Grade ${name}` });
  await taps.tap(gradeDialog.getByRole('combobox', { name: 'Grade system' }));
  await taps.tap(page.getByRole('option', { name: 'Font' }));
  await taps.tap(gradeDialog.getByRole('combobox', { name: 'Grade', exact: true }));
  await taps.tap(page.getByRole('option', { name: '6C', exact: true }));
  await taps.tap(gradeDialog.getByRole('button', { name: 'Vote' }));
  await expect(gradeDialog).toBeHidden();
  const waiting = page.getByRole('list', { name: 'Not sent yet' });
  await expect(waiting.getByRole('listitem')).toHaveText(['Tick', 'Grade vote']);
  await expect(waiting.getByRole('img', { name: 'Waiting to send' })).toHaveCount(2);
  await expectSettledPageAccessible(page, 'writes waiting on the phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Ticks' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/pending-tick-390.png` });
  await page.getByRole('region', { name: 'On this phone' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/waiting-writes-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Tick, Flash; Details, Edit, Redpoint, Save, Details (attempts and description typed); Grade and its 5 choices.
  expect(taps.count).toBe(13);

  // Signal again: everything is sent, in order, and the page shows the server's answers.
  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect(ticks.getByRole('img', { name: 'Waiting to send' })).toHaveCount(0);
  await expect(ticks).toContainText('Sent in the basement');
  const stored = await ticksOf(page, climbId);
  expect(stored.body.ascents).toEqual([
    expect.objectContaining({ ascent_type: 'redpoint', attempts: 3, description: 'Sent in the basement' }),
  ]);
  const climb = await callApi<{ grade_votes: unknown[] }>(page, 'GET', `/climbs/${climbId}`);
  expect(climb.body.grade_votes).toHaveLength(1);
});

test('a send whose answer is lost on the way is sent again with the same key and stored once', async ({
  page,
  context,
}) => {
  test.slow();
  const { name, climbId, sheet } = await onAClimbOnline(page, 'Dropped Dan');
  await flashOffline(page, context, { name });

  // The first send reaches the server, which stores the tick; its answer never comes back.
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ascents') && request.method() === 'POST')
      keys.push(request.headers()['idempotency-key']);
  });
  let stored!: () => void;
  const reachedServer = new Promise<void>((resolve) => (stored = resolve));
  await page.route(
    '**/api/ascents',
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
      stored();
    },
    { times: 1 },
  );
  await context.setOffline(false);
  await reachedServer;
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toBeVisible();

  // The app starts again (or the signal comes back): the tick goes again, with the key it first went with.
  await page.reload();
  await expect(sheet.getByText('Ticked', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toHaveCount(0);
  // Twice at least: the queue may also have tried again before the reload on a slow machine.
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect((await ticksOf(page, climbId)).body.ascents).toHaveLength(1);
});

test("reloaded without signal, the climb's ticks, the climber's ticks page and To-do show what waits on the phone", async ({
  page,
  context,
}) => {
  await waitingWritesSurviveAnOfflineReload(page, context);
});

/** How many writes wait in this browser's offline queue (IndexedDB), whoever made them. */
const queuedOnThePhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('spraybook-offline-queue');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const counted = opened.result.transaction('writes').objectStore('writes').count();
          counted.onsuccess = () => resolve(counted.result);
          counted.onerror = () => reject(counted.error);
        };
      }),
  );

test("signing out forgets the account's writes still waiting on the phone", async ({ page, context }) => {
  test.slow();
  const { name } = await onAClimbOnline(page, 'Leaving Lou');
  await flashOffline(page, context, { name });
  // Back online with the API out of reach, so the tick still waits when the climber signs out.
  await page.route('**/api/ascents', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  expect(await queuedOnThePhone(page)).toBe(1);
  await page.unroute('**/api/ascents');
  await signOut(page);
  expect(await queuedOnThePhone(page)).toBe(0);
});

// The full browser's project (playwright.config.ts): the headless shell never fires `sync`.
test(
  "the browser's Background Sync sends what waits when the page missed the network's return",
  { tag: '@full-browser' },
  async ({ page, context }) => {
    test.slow();
    const { name, climbId, sheet } = await onAClimbOnline(page, 'Synced Sid');
    await flashOffline(page, context, { name });
    // Queued without signal, the tick asked the browser for a sync on the next connection.
    const syncTags = () =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      });
    await expect.poll(syncTags).toContain('send-offline-queue');
    // The signal comes back while the API is out of reach: the send the `online` event starts fails.
    await page.route('**/api/ascents', (route) => route.abort('internetdisconnected'));
    const failedSend = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/ascents'));
    await context.setOffline(false);
    await failedSend;
    await page.unroute('**/api/ascents');
    await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toBeVisible();

    // Chromium fires the sync event the app asked for (as it would on the next connection).
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      tag: 'send-offline-queue',
      lastChance: false,
    });
    await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toHaveCount(0);
    await expect.poll(async () => (await ticksOf(page, climbId)).body.ascents.length).toBe(1);
  },
);
