import { writeFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { createCluster, type Cluster } from '../../server/src/test/deployment/cluster.ts';
import { clusterPrerequisites } from '../../server/src/test/deployment/nginx.ts';
import { acceptCookies, signUpNamed } from './support/accounts';
import { blockInternet } from './support/browser';
import { climbCanvas, closeClimbHelp, latestHolds, tapHold, tappableHolds } from './support/climbs';
import { cachedUrls, IMAGE_CACHE, serviceWorkerControls } from './support/offline';
import { flashFromClimbPage } from './support/ticking';
import { callApi, expectImageLoaded, makeHoldsJpeg, PHOTO_HOLDS, uniqueWallName } from './support/walls';
import { WEB_DIST } from './support/web-dist';
import { needs } from './support/prerequisites';

// The production shape in a browser: nginx round-robin in front of two nodes on one PostgreSQL database
// and one S3-protocol bucket (server/src/test/deployment/, as deployment.test.ts runs it), the nodes
// serving the built web app. Needs what that test needs.
const { serverUrl, nginxBinary, skipped: missing } = clusterPrerequisites();
needs(test, missing);

let cluster: Cluster;

test.beforeAll(async () => {
  // Two nodes migrating and seeding one empty database, then nginx: a minute or more on a busy machine.
  test.setTimeout(360_000);
  cluster = await createCluster({
    nginxBinary: nginxBinary!,
    serverUrl: serverUrl!,
    env: { WEB_DIST, SIGN_UPS_PER_HOUR: '1000' },
  });
  await cluster.startTogether();
});
// What the nodes and nginx said, for a failed run (the cluster's folder goes with it).
test.afterEach(async () => {
  const testInfo = test.info();
  if (!cluster || testInfo.status === testInfo.expectedStatus) return;
  for (const [label, node] of Object.entries(cluster.nodes))
    await testInfo.attach(`node-${label}.log`, { body: node.log(), contentType: 'text/plain' });
  await testInfo.attach('nginx-error.log', { body: cluster.nginx.errorLog(), contentType: 'text/plain' });
});
test.afterAll(async () => {
  await cluster?.close();
});

/** Every API answer the page got: which node nginx sent it to (its port) and the request id. */
function recordAnswers(page: Page) {
  const answers: { port: string; requestId: string; url: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const upstream = response.headers()['x-upstream'];
    const requestId = response.headers()['x-request-id'];
    if (url.origin !== cluster.publicUrl || !url.pathname.startsWith('/api/') || !upstream || !requestId)
      return;
    answers.push({ port: upstream.split(',').at(-1)!.trim().split(':')[1]!, requestId, url: url.pathname });
  });
  return answers;
}

const holdsCanvas = (page: Page) => page.getByRole('region', { name: /^Holds of / });

test('a climber signs up, adds a wall with a photo, traces holds, sets, ticks and comments on a climb, served by both nodes', async ({
  browser,
}, testInfo) => {
  test.slow();
  const context = await browser.newContext({
    baseURL: cluster.publicUrl,
    viewport: { width: 1280, height: 800 },
  });
  await blockInternet(context);
  const page = await context.newPage();
  const answers = recordAnswers(page);

  await signUpNamed(page, 'Node Nina');
  await acceptCookies(page);
  await serviceWorkerControls(page);

  // A wall with a photo, through the form; its photo comes from the bucket, not through a node.
  const name = uniqueWallName('Two-node board');
  const photoPath = testInfo.outputPath('holds.jpg');
  await writeFile(photoPath, await makeHoldsJpeg());
  await page.goto('/add-wall');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Wall photo').setInputFiles(photoPath);
  await page.getByRole('button', { name: 'Add wall', exact: true }).click();
  await expect(page.getByText('Wall added')).toBeVisible();
  await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}$/);
  const wallId = page.url().split('/').at(-1)!;
  const photo = page.getByRole('img', { name: `Photo of ${name}` });
  await expectImageLoaded(photo);
  expect(await photo.getAttribute('src')).toMatch(new RegExp(`^${cluster.photosUrl}/`));

  // Three holds traced with Outline: the tracing worker reads the photo's pixels from the bucket.
  await page.goto(`/walls/${wallId}/edit-holds`);
  const help = page.getByRole('dialog', { name: 'Editing holds' });
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();
  await expect(holdsCanvas(page)).toHaveAttribute('data-holds-drawn', 'true');
  await page.keyboard.press('5');
  await expect(page.getByText('Tap a hold to outline it.')).toBeVisible();
  const traced = holdsCanvas(page).locator('polygon[data-hold-id]');
  for (const [i, hold] of PHOTO_HOLDS.slice(0, 3).entries()) {
    const box = (await holdsCanvas(page).locator('img').boundingBox())!;
    await page.mouse.click(box.x + hold.cx * box.width, box.y + hold.cy * box.height);
    await expect(holdsCanvas(page).locator('[data-layer="outline"]')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(traced).toHaveCount(i + 1);
  }

  // A climb on two of them, set by tapping.
  await page.goto(`/walls/${wallId}`);
  await page.getByRole('main').getByRole('link', { name: 'Add climb' }).last().click();
  await closeClimbHelp(page);
  const [start, top] = tappableHolds(await latestHolds(page, wallId), 2);
  await tapHold(page, start!, 2);
  await tapHold(page, top!, 3);
  await page.getByRole('button', { name: 'Submit' }).click();
  const form = page.getByRole('dialog', { name: 'Add climb' });
  await form.getByLabel('Name').fill('Across the cluster');
  await form.getByRole('button', { name: 'Add climb' }).click();
  await expect(page.getByText('Climb added')).toBeVisible();
  await expect(page).toHaveURL(/\/climbs\/[0-9a-f-]{36}$/);
  await expect(climbCanvas(page, 'Across the cluster')).toHaveAttribute('data-holds-drawn', 'true');

  // Ticked and commented.
  await flashFromClimbPage(page);
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByRole('button', { name: 'Add comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add comment' });
  await dialog.getByLabel('Comment').fill('Sent on both nodes');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();
  await expect(comments.getByRole('listitem').filter({ hasText: 'Sent on both nodes' })).toContainText(
    'Node Nina',
  );

  // The service worker kept the bucket's photos for offline use (asked with CORS, a 200 it can check).
  await expect
    .poll(async () => (await cachedUrls(page, IMAGE_CACHE)).filter((u) => u.startsWith(cluster.photosUrl)))
    .not.toEqual([]);

  // Both nodes answered this one climber, and each answer's request id is in its node's log.
  const ports = new Set(answers.map((a) => a.port));
  expect(ports).toEqual(new Set([String(cluster.nodes.a.port), String(cluster.nodes.b.port)]));
  for (const node of [cluster.nodes.a, cluster.nodes.b]) {
    const logged = new Set(
      node
        .logEntries()
        .filter((e) => e.msg === 'request completed')
        .map((e) => e.reqId),
    );
    const mine = answers.filter((a) => a.port === String(node.port));
    for (const answer of mine) expect(logged.has(answer.requestId), answer.url).toBe(true);
  }
  await context.close();
});

/** A friend's phone on the cluster: 390 px, signed up and past the cookie notice. */
async function phoneOnCluster(browser: Browser, name: string) {
  const context = await browser.newContext({
    baseURL: cluster.publicUrl,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await blockInternet(context);
  const page = await context.newPage();
  await signUpNamed(page, name);
  await acceptCookies(page);
  return page;
}

test('a session on two phones whose streams and writes cross both nodes: join by the link, the queue, +1, Sent and Next move both, the tick is on the ticks page', async ({
  browser,
}) => {
  test.slow();
  const sam = await phoneOnCluster(browser, 'Node Sam');
  const jo = await phoneOnCluster(browser, 'Node Jo');
  const samAnswers = recordAnswers(sam);
  const joAnswers = recordAnswers(jo);
  const found = await callApi<{ walls: { id: string }[] }>(
    sam,
    'GET',
    '/walls?search_text=Spraywall%20of%20the%20Month',
  );
  const wallId = found.body.walls[0]!.id;
  const listed = await callApi<{ climbs: { id: string; name: string }[] }>(
    sam,
    'GET',
    `/walls/${wallId}/climbs?sort_key=new&sort_ascending=true&limit=2`,
  );
  const [first, second] = listed.body.climbs;

  await sam.goto(`/walls/${wallId}/climbs/${first!.id}`);
  await sam.getByRole('button', { name: W.start }).click();
  await expect(sam).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  const link = await sam.getByTestId('session-link').inputValue();
  await jo.goto(link);
  await jo.getByRole('button', { name: W.join }).click();
  await expect(jo.getByTestId('session-current')).toHaveText(first!.name);

  await sam.goto(`/walls/${wallId}/climbs/${second!.id}`);
  await sam.getByRole('button', { name: W.addToSession }).click();
  await expect(jo.getByTestId('session-queue').getByRole('listitem')).toHaveText([new RegExp(second!.name)]);
  await sam.getByRole('link', { name: W.followGroup }).click();

  const line = (page: Page, name: string) =>
    page.getByTestId('session-members').getByRole('listitem').filter({ hasText: name });
  await jo.getByRole('button', { name: W.attemptLabel }).click();
  await expect(line(sam, 'Node Jo')).toContainText('1 attempt');
  await sam.getByRole('button', { name: W.sentLabel }).click();
  await expect(line(jo, 'Node Sam')).toContainText('1 attempt · sent');
  await jo.getByRole('button', { name: W.next }).click();
  await expect(sam.getByTestId('session-current')).toHaveText(second!.name);
  await expect(jo.getByTestId('session-current')).toHaveText(second!.name);

  // Both nodes answered both phones' calls: the changes crossed the cluster through PostgreSQL.
  const ports = new Set([...samAnswers, ...joAnswers].map((a) => a.port));
  expect(ports.size).toBe(2);

  await sam.goto('/my-ticks');
  await expect(sam.getByText(first!.name).first()).toBeVisible();
  // Jo's phone stays on the session, its stream open, while the cluster stops (afterAll): the nodes end it.
});
