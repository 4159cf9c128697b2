import { expect, test } from './fixtures';
import { callApi, createWallViaApi, uniqueWallName } from './support/walls';

test("the home page's Spraywall of the month is never the owner's newest private or archived wall", async ({
  page,
  signedInAs,
}) => {
  const privateName = uniqueWallName('Secret Board');
  const archivedName = uniqueWallName('Retired Board');
  await signedInAs('Private Setter');
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
