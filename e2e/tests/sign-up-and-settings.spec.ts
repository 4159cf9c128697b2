import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { acceptCookies, signUp, signOut } from './support/accounts';

test('a new climber signs up, lands on settings, names themselves, stays signed in on reload and signs out', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  await signUp(page);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Welcome to Spraybook!')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Display name').fill('Shauna Coxsey');
  await page.getByRole('combobox', { name: 'Default grade system' }).click();
  await page.getByRole('option', { name: 'Font (Fontainebleau)' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Shauna Coxsey');
  await expect(page.getByRole('combobox', { name: 'Default grade system' })).toHaveValue(
    'Font (Fontainebleau)',
  );

  await page.goto('/');
  await expect(page.getByText('Welcome back, Shauna Coxsey!')).toBeVisible();
  await expectAccessible(page);

  await signOut(page);
  await page.goto('/settings');
  await expect(page.getByText('You need to login to change your settings.')).toBeVisible();
});

test('a returning climber signs in again and comes back to the page they started from', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  const username = await signUp(page);
  await signOut(page);

  await page.goto('/walls');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectAccessible(page, 'sign-in page');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await page.getByLabel('Password').fill('spraywall-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/walls$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
