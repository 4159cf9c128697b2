import { expect, type Page } from '@playwright/test';
import { appTookOver } from './first-screen';

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

/** From any app page: Sign in on the identity provider's page → back in the app, signed in. */
export async function signIn(page: Page, username: string) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The user menu shows once the app has finished the sign-in redirect and read the user.
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/**
 * Signs out and waits until the browser is back on the home page from the identity provider's
 * sign-out page. The app forgets the session at once (Sign in shows on the old page), then goes
 * through the provider: a navigation started before that round trip ends would be aborted by it.
 */
export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  // 'commit': the provider's page submits itself at once, so it may never reach 'load'.
  const atProvider = page.waitForURL(/\/oidc\/session\/end/, { waitUntil: 'commit' });
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await atProvider;
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
}

/** Accepts the cookie notice if this browser has not yet: it shows with the app's shell. */
export async function acceptCookies(page: Page) {
  // Look only once the app has rendered (not the server's first screen), or a notice about to appear would be missed.
  await appTookOver(page);
  await expect(page.getByRole('banner')).toBeVisible();
  const accept = page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
}
