import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';
import { INSECURE_ADDRESS_NOTICE } from '../../packages/contract/src/texts.ts';
import { SESSION_WORDS } from '../../packages/contract/src/session-texts.ts';
import { freePort } from '../../server/src/test/deployment/free-port.ts';
import { ServerProcess } from '../../server/src/test/deployment/server-process.ts';
import { acceptCookies, signIn, signOut, signUp } from './support/accounts';
import { blockInternet } from './support/browser';
import { demoClimb } from './support/climbs';
import { appTookOver } from './support/first-screen';
import { WEB_DIST } from './support/web-dist';

// A gym's box served over plain HTTP on its Wi-Fi (`http://spraybook.test:<port>`, which Chromium maps to
// loopback): not a secure context, so no service worker, no `crypto.subtle`, no `crypto.randomUUID`. The
// app must say so once and work otherwise. A node of its own, as sign-in works only at PUBLIC_URL: on a
// fresh PostgreSQL database when TEST_DATABASE_URL is set, else on PGlite in a temp folder.
const HOST = 'spraybook.test';
const SHOTS = '/tmp/shots';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fresh database on the PostgreSQL server at `serverUrl`, and the way to drop it. */
async function freshDatabase(serverUrl: string) {
  const name = `spraybook_http_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(sql).finally(() => admin.end());
  };
  await run(`create database ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return { url, drop: () => run(`drop database if exists ${name} with (force)`) };
}

const test = base.extend<object, { site: { url: string; node: ServerProcess } }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'spraybook-http-'));
      const serverUrl = process.env.TEST_DATABASE_URL;
      const database = serverUrl ? await freshDatabase(serverUrl) : null;
      const port = await freePort();
      const url = `http://${HOST}:${port}`;
      const node = new ServerProcess({
        port,
        logFile: path.join(dir, 'node.log'),
        env: {
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          ...(database ? { DATABASE_URL: database.url } : {}),
          DATA_DIR: path.join(dir, 'data'),
          SEED_DEMO: 'true',
          WEB_DIST,
          SIGN_UPS_PER_HOUR: '1000',
          FILE_UPKEEP_MINUTES: '0',
        },
      });
      try {
        node.start();
        await node.ready();
        await use({ url, node });
      } finally {
        await node.stop().catch(() => node.kill());
        await database?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    // A node migrating and seeding an empty database.
    { scope: 'worker', timeout: 240_000 },
  ],
  // Chromium finds the site's name on loopback; the page stays plain HTTP.
  browser: [
    async ({ playwright, launchOptions, headless }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        headless,
        args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

// A 390-px phone, the width the app is judged at.
test.use({ viewport: { width: 390, height: 844 } });

test.afterEach(async ({ site }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('node.log', { body: site.node.log(), contentType: 'text/plain' });
});

const insecureNotice = (page: Page) => page.getByRole('region', { name: 'This address' });

test('on a plain-HTTP address a 390-px phone is told once what it cannot do, then signs up, signs in, ticks, comments, votes and tries a climb in a session', async ({
  page,
  context,
  site,
}) => {
  // Sign-up, sign-out and sign-in redirects, and six page loads.
  test.slow();
  await blockInternet(context, [HOST]);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Every write's Idempotency-Key, made without crypto.randomUUID.
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      keys.push(request.headers()['idempotency-key']);
  });

  await page.goto('/');
  const { wallId, climbId, name } = await demoClimb(page);
  await page.goto(`/walls/${wallId}`);
  await acceptCookies(page);
  expect(new URL(page.url()).origin).toBe(site.url);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);

  // The notice, under the top bar in the page's flow; nothing offers to install the app.
  const notice = insecureNotice(page);
  await expect(notice).toHaveText(INSECURE_ADDRESS_NOTICE);
  const bar = (await page.getByRole('banner').boundingBox())!;
  const shown = (await notice.boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  expect(shown.width).toBe(390);
  await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/insecure-notice-390.png` });
  // On the climb page the notice takes its room from the photo: the sheet's Tick stays on screen.
  await page.goto(`/walls/${wallId}/climbs/${climbId}`);
  await expect(notice).toBeVisible();
  const sheetTick = page
    .getByRole('region', { name: 'Climb info' })
    .getByRole('button', { name: 'Tick', exact: true });
  await expect(sheetTick).toBeInViewport({ ratio: 1 });
  const dismiss = notice.getByRole('button', { name: 'Dismiss the notice about this address' });
  const target = (await dismiss.boundingBox())!;
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
  await dismiss.click();
  await expect(notice).toHaveCount(0);

  // Sign-in's PKCE challenge needs SHA-256, which this page's crypto.subtle does not give.
  const username = await signUp(page);
  await signOut(page);
  await signIn(page, username);

  await page.goto(`/walls/${wallId}/climbs/${climbId}`);
  const sheet = page.getByRole('region', { name: 'Climb info' });
  await sheet.getByRole('button', { name: 'Tick', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Tick ${name}` })
    .getByRole('button', { name: 'Flash', exact: true })
    .click();
  await expect(sheet.getByText('Ticked', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Details' }).click();
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByRole('button', { name: 'Add comment' }).click();
  const commentDialog = page.getByRole('dialog', { name: 'Add comment' });
  await commentDialog.getByLabel('Comment').fill('Sent it on the gym Wi-Fi');
  await commentDialog.getByRole('button', { name: 'Post' }).click();
  await expect(comments.getByText('Sent it on the gym Wi-Fi')).toBeVisible();

  await page.getByRole('link', { name: 'Grade', exact: true }).click();
  const gradeDialog = page.getByRole('dialog', { name: `Grade ${name}` });
  await gradeDialog.getByRole('combobox', { name: 'Grade system' }).click();
  await page.getByRole('option', { name: 'Font' }).click();
  await gradeDialog.getByRole('combobox', { name: 'Grade', exact: true }).click();
  await page.getByRole('option', { name: '6C', exact: true }).click();
  await gradeDialog.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Your vote has been cast').last()).toBeVisible();

  // A session at the wall works here too: its stream is read with fetch, its QR code drawn on the phone.
  await page.goto(`/walls/${wallId}/climbs/${climbId}`);
  await page.getByRole('button', { name: SESSION_WORDS.start }).click();
  await expect(page.getByTestId('session-status')).toHaveText(SESSION_WORDS.live);
  await expect(page.getByRole('img', { name: SESSION_WORDS.qrLabel }).locator('svg')).toBeVisible();
  // Started from a climb's page, that climb is the group's first.
  await expect(page.getByTestId('session-current')).toHaveText(name);
  await page.getByRole('button', { name: SESSION_WORDS.attemptLabel }).click();
  await expect(page.getByTestId('session-members').getByRole('listitem')).toContainText('1 attempt');

  // Dismissed once is dismissed here for good: after a reload the app draws no notice (its code, which
  // only an insecure page downloads, has arrived and rendered).
  await page.reload();
  await appTookOver(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((r) => r.name.includes('insecure-address-notice')),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(insecureNotice(page)).toHaveCount(0);

  expect(keys.length).toBeGreaterThanOrEqual(3);
  for (const key of keys) expect(key).toMatch(UUID_V4);
  expect(pageErrors).toEqual([]);
});
