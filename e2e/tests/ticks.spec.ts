import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { demoClimb, demoWallId, latestHolds, tappableHolds } from './support/climbs';
import { expectSettledPageAccessible } from './support/settle';
import { expectToastShown, recordToasts } from './support/toasts';
import { callApi } from './support/walls';

test('a climber ticks a climb as a flash, edits it to a redpoint in 3 attempts, sees it on their ticks page, and removes it', async ({
  page,
  signedInAs,
}) => {
  test.slow();
  // The name differs on a retry: the first attempt's tick stays on the shared demo climb.
  const tina = `Tick Tina ${test.info().retry + 1}`;
  await recordToasts(page);
  await signedInAs(tina);
  const me = (await callApi<{ id: string }>(page, 'GET', '/users/me')).body.id;
  const { wallId, climbId, name } = await demoClimb(page);

  await page.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  await expect(page.getByText('Not ticked yet').first()).toBeVisible();
  await page.getByRole('link', { name: 'Tick', exact: true }).click();
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}/add-ascent`);
  await expect(page.getByRole('heading', { name: 'Add ascent' })).toBeVisible();
  await expectAccessible(page, 'ascent form');
  await page.getByText('Flash', { exact: true }).click();
  await expect(page.getByLabel('Attempts')).toBeDisabled();
  await page.getByRole('button', { name: 'Add ascent' }).click();
  await expectToastShown(page, 'Your ascent has been logged');
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}`);
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('main').getByText('Ticked', { exact: true })).toBeVisible();
  const ticks = page.getByRole('list', { name: 'Ticks' });
  await expect(ticks.getByRole('listitem').filter({ hasText: tina })).toContainText('Flash!');

  await page.goto(`/user/${me}/ticks`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Flash!');
  await expect(row).toContainText('Spraywall of the Month');
  await expectAccessible(page, 'ticks page');
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit ascent' })).toBeVisible();
  await page.getByText('Redpoint', { exact: true }).click();
  await page.getByLabel('Attempts').fill('0');
  await page.getByRole('button', { name: 'Save ascent' }).click();
  await expect(page.getByText('Attempts must be at least 1')).toBeVisible();
  await page.getByLabel('Attempts').fill('3');
  await page.getByRole('button', { name: 'Save ascent' }).click();
  await expectToastShown(page, 'Your ascent has been updated');
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}`);

  await page.goto(`/user/${me}/ticks`);
  const redpoint = page.getByRole('row').filter({ hasText: name }).getByText('Redpoint');
  await redpoint.hover();
  await expect(page.getByRole('tooltip')).toHaveText('3 attempts');
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove tick' });
  await expect(confirm).toContainText("Are you sure? You can't undo this action afterwards.");
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // Checked once it has faded in (it is visible from its first frame): half-way, axe measured its text's
  // contrast against a half-drawn dialog.
  await expect(confirm).toHaveCSS('opacity', '1');
  await expectSettledPageAccessible(page, 'remove tick dialog');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('This ascent has been removed')).toBeVisible();
  await page.goto(`/user/${me}/ticks`);
  await expect(page.getByText('No ticks logged yet, get tickin!')).toBeVisible();
});

test('a visitor is asked to sign in to tick', async ({ page }) => {
  await page.goto('/');
  const { wallId, climbId } = await demoClimb(page);
  await page.goto(`/walls/${wallId}/climbs/${climbId}/add-ascent`);
  await expect(page.getByText('You need to login to tick climbs.')).toBeVisible();
});

test.describe('on a 390-px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a climber ticks from the climb and sees the tick as a card', async ({ page, signedInAs }) => {
    await signedInAs('Phone Phil');
    const me = (await callApi<{ id: string }>(page, 'GET', '/users/me')).body.id;
    const { wallId, climbId, name } = await demoClimb(page);
    await page.goto(`/walls/${wallId}/climbs/${climbId}/add-ascent`);
    await page.getByLabel('Attempts').fill('4');
    await page.getByRole('button', { name: 'Add ascent' }).tap();
    await expect(page.getByText('Your ascent has been logged')).toBeVisible();
    await page.goto(`/user/${me}/ticks`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toContainText('At Spraywall of the Month');
    await expect(card).toContainText('Redpoint');
    await expect(card.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expectAccessible(page, 'ticks page on a phone');
  });
});

test("a climb with more than 9 public ticks shows them collapsed to 600 px with 'View all'", async ({
  page,
  signedInAs,
}) => {
  test.slow();
  await signedInAs('Busy Bo');
  const wallId = await demoWallId(page);
  const [s, t] = tappableHolds(await latestHolds(page, wallId), 2);
  const climb = await callApi<{ id: string }>(page, 'POST', '/climbs', {
    wall_id: wallId,
    name: 'Popular',
    start_holds: [s!.id],
    top_holds: [t!.id],
  });
  for (let day = 1; day <= 14; day++) {
    const res = await callApi(page, 'POST', '/ascents', {
      climb_id: climb.body.id,
      ascent_date: `2026-11-${String(day).padStart(2, '0')}`,
      ascent_type: 'redpoint',
      attempts: day + 1,
      description: `Session ${day}: worked the crux moves and linked it from the start at last`,
    });
    expect(res.status).toBe(201);
  }
  await page.goto(`/walls/${wallId}/climbs/${climb.body.id}?tab=details`);
  const ticks = page.getByRole('list', { name: 'Ticks' });
  await expect(ticks.getByRole('listitem')).toHaveCount(14);
  expect((await ticks.boundingBox())!.height).toBe(600);
  await page.getByRole('button', { name: 'View all' }).click();
  await expect(page.getByRole('button', { name: 'Show fewer' })).toBeVisible();
  expect((await ticks.boundingBox())!.height).toBeGreaterThan(600);
});

test('a climber with more ticks than one page lists sees totals and a pyramid of them all', async ({
  page,
  signedInAs,
}) => {
  test.slow();
  await signedInAs('Prolific Pia');
  const me = (await callApi<{ id: string }>(page, 'GET', '/users/me')).body;
  const { climbId } = await demoClimb(page);
  // 105 ticks, the first five flashes: past the 100 a page holds, so the oldest flashes are on no page.
  for (let i = 0; i < 105; i++) {
    const res = await callApi(page, 'POST', '/ascents', {
      climb_id: climbId,
      ascent_date: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      ascent_type: i < 5 ? 'flash' : 'redpoint',
      attempts: i < 5 ? 1 : 2,
    });
    expect(res.status).toBe(201);
  }
  await page.goto(`/user/${me.id}/ticks`);
  const total = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(total('Ticks')).toHaveText('105');
  await expect(total('Flashes')).toHaveText('5');
  await expect(page.getByText(/of the latest \d+ ticks/)).toHaveCount(0);
  const pyramid = page.getByRole('region', { name: 'Grade pyramid' });
  await expect(pyramid.getByRole('listitem')).toHaveCount(1);
  await expect(pyramid.getByRole('listitem')).toContainText('105');
});
