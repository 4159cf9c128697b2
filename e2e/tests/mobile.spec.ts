import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';

test('on a phone the navigation lives in a drawer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Find wall' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Add wall' })).toBeVisible();
  await expectAccessible(page, 'home with drawer open');
  await nav.getByRole('link', { name: 'Browse map' }).click();
  await expect(page).toHaveURL(/\/map$/);
});
