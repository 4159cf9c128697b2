import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies } from './support/accounts';
import { expectAccessible } from './support/accessibility';
import { animationsFinished } from './support/settle';

// The install dialog (issue 25, spec 1 and 2.2): opened from the top bar and the user menu, it uses
// the browser's prompt where there is one, explains Safari's Share sheet on an iPhone, and links the
// store app only when the server names one. SHOTS_DIR=/tmp/… also saves the iPhone's dialog.

const SHOTS = process.env.SHOTS_DIR;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const STORE = 'https://apps.apple.com/app/spraybook/id0000000001';

const installDialog = (page: Page) => page.getByRole('dialog', { name: 'Install Spraybook' });

async function openFromTopBar(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Install the app' }).click();
  await expect(installDialog(page)).toBeVisible();
  await animationsFinished(page);
}

test('the top bar opens the install dialog, with no store link when none is configured', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await openFromTopBar(page);
  const dialog = installDialog(page);
  // Headless Chromium offers no install prompt of its own: the dialog says where browsers keep it.
  await expect(dialog.getByText(/Install app or Add to Home screen/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Get the mobile app' })).toHaveCount(0);
  await expectAccessible(page, 'install dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(installDialog(page)).toBeHidden();
});

test('the user menu opens the same dialog', async ({ page, signedInAs }) => {
  await signedInAs('Installing Ida');
  await page.goto('/settings');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Install the app' }).click();
  await expect(installDialog(page)).toBeVisible();
});

test('the store link shows when the server names the mobile app', async ({ page }) => {
  // The real configuration answer, with the one value this server was not started with.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), mobile_app_url: STORE } });
  });
  await page.goto('/');
  await acceptCookies(page);
  await openFromTopBar(page);
  await expect(installDialog(page).getByRole('link', { name: 'Get the mobile app' })).toHaveAttribute(
    'href',
    STORE,
  );
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the dialog explains Share, then Add to Home Screen', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    await openFromTopBar(page);
    const steps = installDialog(page).getByTestId('install-ios-steps');
    await expect(steps.getByText('Tap Share in the toolbar')).toBeVisible();
    await expect(steps.getByText('Choose Add to Home Screen')).toBeVisible();
    await expectAccessible(page, 'install dialog on an iPhone');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/install-dialog-390.png` });
  });
});

test('the "My ticks" shortcut opens the signed-in climber\'s ticks', async ({ page, signedInAs }) => {
  await signedInAs('Shortcut Sam');
  await page.goto('/my-ticks');
  await expect(page).toHaveURL(/\/user\/[0-9a-f-]{36}\/ticks$/);
});
