import { expect, test } from '@playwright/test';
import { signOut, signUp } from './support/accounts';
import { blockInternet } from './support/browser';

test('browsing the map and a wall, signing up and out, and reading the API docs break no content security policy', async ({
  page,
  context,
}) => {
  // Tiles are refused by the network here, but a CSP block happens first and would still be logged.
  await blockInternet(context);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Share your problems' })).toBeVisible();

  await page.goto('/map');
  await page.getByRole('button', { name: 'Marker for Spraywall of the Month' }).click();
  await page.getByRole('link', { name: 'Spraywall of the Month' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spraywall of the Month');
  await page.waitForLoadState('networkidle');

  await signUp(page);
  await signOut(page);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Spraybook API/ })).toBeVisible();

  expect(violations).toEqual([]);
});
