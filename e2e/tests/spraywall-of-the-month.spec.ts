import { expect, test } from '@playwright/test';
import { acceptCookies, signUpNamed } from './support/accounts';
import { blockInternet } from './support/browser';
import { callApi, createWallViaApi, uniqueWallName } from './support/walls';

test.beforeEach(async ({ context }) => {
  await blockInternet(context);
});

test("the home page's Spraywall of the month is never the owner's newest private or archived wall", async ({
  page,
}) => {
  const privateName = uniqueWallName('Secret Board');
  const archivedName = uniqueWallName('Retired Board');
  await signUpNamed(page, 'Private Setter');
  await acceptCookies(page);
  await createWallViaApi(page, { name: privateName, private: true });
  const archivedId = await createWallViaApi(page, { name: archivedName });
  const archived = await callApi(page, 'PUT', `/walls/${archivedId}`, { archived: true });
  expect(archived.status).toBe(200);

  await page.goto('/');
  // The seeded demo wall is public, so there is always a spotlight to show.
  const spotlight = page.getByRole('link', { name: /Spraywall of the month/i });
  await expect(spotlight.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(spotlight.getByRole('heading', { level: 2 })).not.toHaveText(privateName);
  await expect(spotlight.getByRole('heading', { level: 2 })).not.toHaveText(archivedName);
});
