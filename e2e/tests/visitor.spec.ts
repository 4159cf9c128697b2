import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { acceptCookies } from './support/accounts';
import { appTookOver } from './support/first-screen';

test('a visitor sees the home page with its buttons and a login prompt', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Share your problems' })).toBeVisible();
  for (const name of ['Find wall', 'Add wall', 'Browse map']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Favorite walls' })).toHaveCount(0);
  await expect(page.getByText('You need to login to add stuff and vote.')).toBeVisible();
  // The wall of the month leads, right after Find wall; the sign-in card comes after it.
  const spotlight = page.getByRole('main').getByRole('link', { name: /Spraywall of the month/i });
  await expect(spotlight).toBeVisible();
  const spotlightTop = (await spotlight.boundingBox())!.y;
  const promptTop = (await page.getByTestId('login-prompt').boundingBox())!.y;
  expect(spotlightTop).toBeLessThan(promptTop);
  await expectAccessible(page);
});

test('a visitor is asked to sign in before changing settings', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByText('You need to login to change your settings.')).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveCount(0);
  await expectAccessible(page);
});

test('the cookie notice is accepted once and remembered', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toContainText('This app/website uses cookies to enhance the user experience.');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  // Remembered for 150 days.
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(149);
  expect(days).toBeLessThanOrEqual(150);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Share your problems' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('an unknown path shows the home screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Share your problems' })).toBeVisible();
});

test('the light/dark toggle switches theme and is kept after reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectAccessible(page, 'home in light theme');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the footer links only the outside accounts this install configured', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The journeys' server sets ISSUES_URL only (e2e/start-server.mjs).
  await expect(footer.getByRole('link', { name: 'Report an issue' })).toHaveAttribute(
    'href',
    'https://issues.example.org/spraybook',
  );
  await expect(footer.getByRole('link')).toHaveText(['Report an issue', 'Terms of use', 'Privacy']);
});

test('the terms and privacy pages are reachable from the footer and give the configured contact address', async ({
  page,
}) => {
  const contact = 'team@spraybook.example.org';
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: contact }).first()).toHaveAttribute(
    'href',
    `mailto:${contact}`,
  );
  await expect(page.getByRole('main')).not.toContainText('hello@spraybook.app');
  await expectAccessible(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and data protection' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: contact }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('hello@spraybook.app');
});

test('Ctrl+Shift+D opens the debug panel', async ({ page }) => {
  await page.goto('/');
  // The hero shows from the server's HTML first; the shortcut is the app's, so wait for the app.
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Share your problems' })).toBeVisible();
  await page.keyboard.press('Control+Shift+D');
  await expect(page.getByRole('dialog', { name: 'Debug panel' })).toBeVisible();
  await expect(page.getByText('(not signed in)')).toBeVisible();
});
