import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { acceptCookies, PASSWORD } from './support/accounts';
import { demoClimb } from './support/climbs';
import { revealWallSection } from './support/walls';

const UNKNOWN_CLIMB = '00000000-0000-4000-8000-000000000000';

test('the older climb link opens the climb on its wall, replacing itself; an unknown climb says Climb not found', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  const { wallId, climbId, name } = await demoClimb(page);

  await page.goto('/terms-of-use');
  await page.goto(`/crags/old-crag/sectors/old-sector/climbs/${climbId}`);
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page, 'climb page from the older link');
  // Replaced, not pushed: Back skips the older link.
  await page.goBack();
  await expect(page).toHaveURL('/terms-of-use');

  await page.goto(`/crags/old-crag/sectors/old-sector/climbs/${UNKNOWN_CLIMB}`);
  await expect(page.getByRole('heading', { name: 'Climb not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a wall' })).toHaveAttribute('href', '/walls');
  await expectAccessible(page, 'older link to an unknown climb');
});

test("the climb page still shows when its wall fails to load, its breadcrumb saying 'Unable to load breadcrumb'", async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  const { wallId, climbId, name } = await demoClimb(page);
  // On the context, so the service worker's fetches (a retry once it controls the page) fail too.
  await page.context().route(
    (url) => url.pathname === `/api/walls/${wallId}`,
    (route) => route.fulfill({ status: 500, json: { detail: 'Something went wrong on our side.' } }),
  );
  await page.goto(`/walls/${wallId}/climbs/${climbId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Unable to load breadcrumb')).toBeVisible();
  await expectAccessible(page, 'climb page whose wall failed');
});

test('a visitor using a list action is told lists need sign-in, and signing in there comes back to the same page', async ({
  page,
  newAccount,
  demoWall,
}) => {
  test.slow();
  // An account to sign in with later.
  const { username } = await newAccount();
  const [wallId, climbId] = [demoWall.id, demoWall.climbs[0]!.id];

  await page.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  await page.getByRole('button', { name: 'Add to List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to List' });
  await expect(dialog.getByRole('alert')).toContainText(
    'Authentication required to create/delete/modify/update lists',
  );
  await expectAccessible(page, 'add to list as a visitor');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/walls/${wallId}`);
  const panel = page.getByRole('region', { name: 'Lists' });
  await revealWallSection(page, 'wall-about', panel);
  await panel.getByRole('button', { name: 'New list' }).click();
  const notice = panel.getByRole('alert');
  await expect(notice).toContainText('Authentication required to create/delete/modify/update lists');
  await expect(page.getByRole('dialog', { name: 'New list' })).toHaveCount(0);
  await expectAccessible(page, 'new list as a visitor');

  await notice.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).toHaveURL(`/walls/${wallId}`);
});
