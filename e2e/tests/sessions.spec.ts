import type { Page } from '@playwright/test';
import { CLIMB_PAGE_WORDS, sessionFiguresLine, SESSION_WORDS as W } from '@spraybook/contract/plain';
import { expect, test, type Account } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { climbCanvas } from './support/climbs';
import { apiAnswerKept, photoKept, serviceWorkerControls } from './support/offline';
import { smallTargets } from './support/target-size';
import { revealWallSection } from './support/walls';

/** Where the journeys leave their pictures (docs/screenshots/session-*-390.webp are made from them). */
const SHOTS = '/tmp/H4-shots';

/** Two friends' phones at the wall: 390 px, by touch. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const current = (page: Page) => page.getByTestId('session-current');
const queue = (page: Page) => page.getByTestId('session-queue');
const members = (page: Page) => page.getByTestId('session-members');

/** A member's line in the climbers list: their name and tries on the group's climb. */
const memberLine = (page: Page, name: string) =>
  members(page).getByRole('listitem').filter({ hasText: name });

/** Sets a session up through the API: started by `starter`, joined by `friend`, with `climbIds` added in order. */
async function sessionOf(starter: Account, friend: Account, wallId: string, climbIds: string[]) {
  const started = await starter.api<{ id: string }>('POST', `/walls/${wallId}/sessions`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id;
  expect((await friend.api('POST', `/sessions/${id}/members`)).status).toBe(200);
  for (const climbId of climbIds)
    expect((await starter.api('POST', `/sessions/${id}/queue`, { climb_id: climbId })).status).toBe(200);
  return id;
}

test('two phones: one starts on the demo wall, the other joins by the link; the queue, Next, +1 and Sent show on both; the tick is on the ticks page', async ({
  person,
  demoWall,
}) => {
  test.slow();
  const [first, second] = demoWall.climbs;
  const { page: sam, account: samAccount } = await person('Starter Sam', PHONE);
  const { page: jo } = await person('Joiner Jo', PHONE);

  // Sam starts from the wall home: the session's page, its link and QR code.
  await sam.goto(`/walls/${demoWall.id}`);
  await sam.getByRole('button', { name: W.start }).click();
  await expect(sam).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  await expect(sam.getByTestId('session-status')).toHaveText(W.live);
  const qr = sam.getByRole('img', { name: W.qrLabel });
  await expect(qr.locator('svg')).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  await sam.screenshot({ path: `${SHOTS}/session-start-390.png` });
  const link = await sam.getByTestId('session-link').inputValue();
  expect(link).toBe(sam.url());

  // Jo opens the link and joins in one tap.
  await jo.goto(link);
  await expect(jo.getByRole('button', { name: W.join })).toBeVisible();
  await expectAccessible(jo, 'joining a session');
  expect(await smallTargets(jo, 44), 'controls under 44 px').toEqual([]);
  await jo.screenshot({ path: `${SHOTS}/session-join-390.png` });
  await jo.getByRole('button', { name: W.join }).click();
  await expect(jo.getByTestId('session-status')).toHaveText(W.live);
  await expect(memberLine(sam, 'Joiner Jo')).toBeVisible();

  // Sam adds two climbs from their climb pages: the first becomes the group's climb, the second waits.
  for (const climb of [first!, second!]) {
    await sam.goto(`/walls/${demoWall.id}/climbs/${climb.id}`);
    await sam.getByRole('button', { name: W.addToSession }).click();
    await expect(sam.getByRole('button', { name: W.inQueue })).toBeDisabled();
  }
  await expect(current(jo)).toHaveText(first!.name);
  await expect(queue(jo).getByRole('listitem')).toHaveText([new RegExp(second!.name)]);
  await sam.screenshot({ path: `${SHOTS}/session-climb-page-390.png` });
  await sam.getByRole('link', { name: W.followGroup }).click();
  await expect(current(sam)).toHaveText(first!.name);

  // '+1' on one phone shows on the other; so does 'Sent'.
  await jo.getByRole('button', { name: W.attemptLabel }).click();
  await expect(memberLine(sam, 'Joiner Jo')).toContainText('1 attempt');
  await sam.getByRole('button', { name: W.attemptLabel }).click();
  await sam.getByRole('button', { name: W.sentLabel }).click();
  await expect(memberLine(jo, 'Starter Sam')).toContainText('2 attempts · sent');
  await expect(sam.getByRole('button', { name: W.sentDone })).toBeDisabled();
  await expectAccessible(sam, 'the live session');
  expect(await smallTargets(sam, 44), 'controls under 44 px').toEqual([]);
  await jo.screenshot({ path: `${SHOTS}/session-live-390.png` });
  await jo.getByTestId('session-queue').scrollIntoViewIfNeeded();

  // 'Next' moves both phones to the queue's next climb.
  await jo.getByRole('button', { name: W.next }).click();
  await expect(current(sam)).toHaveText(second!.name);
  await expect(current(jo)).toHaveText(second!.name);
  await expect(sam.getByText(W.queueEmpty)).toBeVisible();
  await sam.setViewportSize({ width: 1280, height: 800 });
  await sam.screenshot({ path: `${SHOTS}/session-live-1280.png` });
  await sam.setViewportSize(PHONE.viewport);

  // The tick 'Sent' made is on Sam's ticks page; the climb page has Sam's own figures.
  await sam.goto(`/user/${samAccount.id}/ticks`);
  await expect(sam.getByText(first!.name).first()).toBeVisible();
  await sam.goto(`/walls/${demoWall.id}/climbs/${first!.id}`);
  // Under the climb's details in its sheet (More), out of the photo's room.
  await sam.getByRole('button', { name: CLIMB_PAGE_WORDS.moreInfo }).click();
  await expect(sam.getByTestId('climb-attempts-line')).toHaveText(/^You: 1 session, 2 attempts, sent /);

  // Sam ends it: both phones show the summary.
  await sam.getByRole('link', { name: W.followGroup }).click();
  sam.once('dialog', (dialog) => void dialog.accept());
  await sam.getByRole('button', { name: W.end }).click();
  await expect(jo.getByRole('heading', { name: W.summary })).toBeVisible();
  await expect(sam.getByTestId('session-summary')).toContainText(first!.name);
  await expect(jo.getByTestId('session-summary').getByRole('article')).toHaveCount(1);
  await expectAccessible(jo, 'the session summary');
  expect(await smallTargets(jo, 44), 'controls under 44 px').toEqual([]);
  await jo.screenshot({ path: `${SHOTS}/session-summary-390.png`, fullPage: true });
  // Only its starter may share it to the wall's feed.
  await expect(jo.getByRole('button', { name: W.share })).toHaveCount(0);

  // Sam shares the summary to the wall's feed; Jo finds it there and opens the summary from it.
  const share = sam.getByRole('button', { name: W.share });
  await expect(share).toBeVisible();
  expect(await smallTargets(sam, 44), 'controls under 44 px').toEqual([]);
  await sam.screenshot({ path: `${SHOTS}/session-share-390.png` });
  await share.click();
  await expect(sam.getByTestId('session-shared')).toHaveText(W.shared);
  await expect(share).toBeHidden();
  await jo.goto(`/walls/${demoWall.id}`);
  const feed = jo.getByRole('region', { name: 'Feed' });
  await revealWallSection(jo, 'wall-pulse', feed);
  // Other journeys' climbers may share theirs meanwhile: Jo's is the one that names Jo.
  const card = feed.getByTestId('feed-session').filter({ hasText: 'Joiner Jo' }).first();
  for (const name of ['Starter Sam', 'Joiner Jo'])
    await expect(card.getByRole('link', { name })).toBeVisible();
  await expect(card).toContainText(W.climbedTogether);
  await expect(card).toContainText(sessionFiguresLine(1, 3));
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(jo, 'the wall feed with a shared session');
  await feed.screenshot({ path: `${SHOTS}/session-feed-card-390.png` });
  await card.getByRole('link', { name: W.summary }).click();
  await expect(jo).toHaveURL(link);
  await expect(jo.getByTestId('session-summary').getByRole('article')).toHaveCount(1);
});

test('the stream drops and recovers: the queue catches up, and a +1 made offline reaches the group', async ({
  person,
  demoWall,
}) => {
  test.slow();
  const [a, b] = demoWall.climbs;
  const { page: sam, account: samAccount } = await person('Starter Sam', PHONE);
  const { page: jo, account: joAccount } = await person('Joiner Jo', PHONE);
  const id = await sessionOf(samAccount, joAccount, demoWall.id, [a!.id, b!.id]);
  await jo.goto(`/sessions/${id}`);
  await expect(jo.getByTestId('session-status')).toHaveText(W.live);
  await expect(current(jo)).toHaveText(a!.name);
  await expect(climbCanvas(jo, a!.name)).toHaveAttribute('data-holds-drawn', 'true');
  await serviceWorkerControls(jo);
  await apiAnswerKept(jo, `/api/sessions/${id}`);
  await photoKept(jo);

  // Jo's phone loses signal: the queue stays as last seen, saying so, and '+1' waits on the phone. The
  // session page opens again from the phone alone, the group's climb drawn on its kept wall photo.
  await jo.context().setOffline(true);
  await expect(jo.getByTestId('session-status')).toHaveText(W.offline);
  await expect(climbCanvas(jo, a!.name)).toHaveAttribute('data-holds-drawn', 'true');
  await jo.reload();
  await expect(current(jo)).toHaveText(a!.name);
  await expect(climbCanvas(jo, a!.name)).toHaveAttribute('data-holds-drawn', 'true');
  await expect(jo.getByTestId('session-status')).toHaveText(W.offline);
  await jo.getByRole('button', { name: W.attemptLabel }).click();
  await expect(jo.getByTestId('my-tries')).toHaveText('1 attempt (1 waiting)');
  await expect(queue(jo).getByRole('listitem')).toHaveCount(1);
  // Meanwhile the group goes on: Sam adds a random climb and one more from the climbs list.
  await sam.goto(`/walls/${demoWall.id}/list`);
  const random = sam.getByRole('button', { name: W.addRandom });
  const answered = sam.waitForResponse((r) => r.url().includes('/queue/random'));
  await random.click();
  expect((await answered).status()).toBe(200);
  // Settled (no longer loading): the rows know the random climb is in the queue.
  await expect(random).toBeEnabled();
  await sam
    .getByRole('button', { name: new RegExp(`^${W.addToSession}: `) })
    .first()
    .click();
  await expect
    .poll(async () => (await samAccount.api<{ queue: string[] }>('GET', `/sessions/${id}`)).body.queue.length)
    .toBe(3);
  await expect(queue(jo).getByRole('listitem')).toHaveCount(1);

  // Back online: the stream resumes after the last event seen, and the queued '+1' is sent.
  await jo.context().setOffline(false);
  await expect(jo.getByTestId('session-status')).toHaveText(W.live);
  await expect(queue(jo).getByRole('listitem')).toHaveCount(3);
  await expect(queue(jo).getByRole('listitem').first()).toContainText(b!.name);
  await expect(memberLine(jo, 'Joiner Jo')).toContainText('1 attempt');
  await expect(jo.getByTestId('my-tries')).toHaveText('1 attempt');
  await expect
    .poll(async () => {
      const got = await samAccount.api<{ attempts: { user_id: string; attempts: number }[] }>(
        'GET',
        `/sessions/${id}`,
      );
      return got.body.attempts.find((t) => t.user_id === joAccount.id)?.attempts ?? 0;
    })
    .toBe(1);

  // And the next move reaches Jo's phone live.
  await sam.getByRole('link', { name: W.followGroup }).click();
  await sam.getByRole('button', { name: W.next }).click();
  await expect(current(jo)).toHaveText(b!.name);
  await expect(queue(jo).getByRole('listitem')).toHaveCount(2);
});
