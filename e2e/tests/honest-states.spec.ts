import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { PASSWORD, uniqueUsername } from './support/accounts';
import { demoClimb } from './support/climbs';
import { expectSettledPageAccessible } from './support/settle';

test('a malformed wall id says the wall is not found or private, with a way back to finding walls', async ({
  page,
}) => {
  await page.goto('/walls/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Wall not found' })).toBeVisible();
  await expect(page.getByText('it is a private wall you have not been invited to')).toBeVisible();
  await expect(page.getByText('Check your connection')).toHaveCount(0);
  await expectAccessible(page, 'wall not found');
  await page.getByRole('main').getByRole('link', { name: 'Find wall' }).click();
  await expect(page).toHaveURL(/\/walls$/);
});

test('an unknown or malformed climb id says the climb is not found, with a way back to its wall', async ({
  page,
}) => {
  await page.goto('/');
  const { wallId } = await demoClimb(page);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
    await page.goto(`/walls/${wallId}/climbs/${id}`);
    await expect(page.getByRole('heading', { name: 'Climb not found' })).toBeVisible();
    await expect(page.getByText('Check your connection')).toHaveCount(0);
  }
  await expectAccessible(page, 'climb not found');
  await page.getByRole('link', { name: 'Back to wall' }).click();
  await expect(page).toHaveURL(new RegExp(`/walls/${wallId}$`));
});

test('a visitor who taps Tick signs up and comes back to the climb with the tick sheet open', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  const { wallId, climbId } = await demoClimb(page);
  await page.goto(`/walls/${wallId}/climbs/${climbId}`);
  await page
    .getByRole('region', { name: 'Climb info' })
    .getByRole('button', { name: 'Tick', exact: true })
    .click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.getByLabel('Username').fill(uniqueUsername('ticker'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new climber picks a name first (spec 4), then goes back to where they were.
  await expect(page).toHaveURL(/\/settings$/);
  await expectAccessible(page, 'settings after a first sign-in');
  await page.getByRole('link', { name: 'Continue where you were' }).click();
  const tickSheet = page.getByRole('dialog', { name: /^Tick / });
  await expect(tickSheet.getByRole('button', { name: 'Flash', exact: true })).toBeVisible();
  // Opened once: the address no longer asks for it, so a reload or Back does not reopen it.
  await expect(page).toHaveURL(new RegExp(`/walls/${wallId}/climbs/${climbId}$`));
  await expectSettledPageAccessible(page, 'tick sheet after sign-in');
});

test('a visitor who taps Add to List signs in and comes back to the Add to List dialog', async ({
  page,
  newAccount,
  demoWall,
}) => {
  test.slow();
  const { username } = await newAccount('Listing Lou');
  const [wallId, climbId] = [demoWall.id, demoWall.climbs[0]!.id];
  await page.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  await page.getByRole('button', { name: 'Add to List' }).click();
  const notice = page.getByRole('dialog', { name: 'Add to List' });
  await notice.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back on the Details tab, signed in, with the dialog open on the lists to add the climb to.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add to List' }).getByLabel('List')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/walls/${wallId}/climbs/${climbId}\\?tab=details$`));
  await expectSettledPageAccessible(page, 'Add to List after sign-in');
});

test('Sign in on another address than the public one says where sign-in works', async ({ page, baseURL }) => {
  const publicUrl = new URL(baseURL!);
  const other = `http://127.0.0.1:${publicUrl.port}`;
  await page.goto(`${other}/walls`);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const notice = page.getByRole('dialog', { name: 'Sign in at another address' });
  await expect(notice).toContainText(`Sign-in works at ${publicUrl.origin}.`);
  await expect(notice.getByRole('link', { name: 'Open Spraybook there' })).toHaveAttribute(
    'href',
    `${publicUrl.origin}/walls`,
  );
  await expectAccessible(page, 'sign in elsewhere notice');
});

test('a visitor who taps Add climb, Add beta video or Grade goes straight to sign-in', async ({ page }) => {
  await page.goto('/');
  const { wallId, climbId } = await demoClimb(page);
  await page.goto(`/walls/${wallId}`);
  await page.getByRole('button', { name: 'Add climb' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.goto(`/walls/${wallId}/climbs/${climbId}`);
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Add beta video' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  // Not the 'You need to login' card of the vote page first.
  await page.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  await page.getByRole('region', { name: 'Votes' }).getByRole('link', { name: 'Grade' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});
