import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'spraywall-2026';

export function uniqueUsername(prefix = 'climber') {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** From any app page: Sign in → Create account on the identity provider's page → back in the app at /settings. */
export async function signUp(page: Page, username = uniqueUsername()) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  return username;
}

/** Signs up and sets a display name, as a new user does on their first visit. */
export async function signUpNamed(page: Page, displayName: string) {
  await page.goto('/');
  const username = await signUp(page);
  await page.getByLabel('Display name').fill(displayName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  return username;
}

export async function signIn(page: Page, username: string) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
}

export async function acceptCookies(page: Page) {
  const accept = page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
}
