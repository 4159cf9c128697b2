import { expect, test } from './fixtures';
import { expectSettledPageAccessible } from './support/settle';
import { createWallViaApi, uniqueWallName } from './support/walls';

test('the quick search finds a wall by its gym and a climber by name, and opens them', async ({
  page,
  signedInAs,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const climber = `Shauna Coxsey ${suffix}`;
  const gym = `Depot ${suffix}`;
  const wallName = uniqueWallName('Moon Board');
  await signedInAs(climber);
  await createWallViaApi(page, { name: wallName, gym_name: gym });

  await page.goto('/walls');
  await page.getByRole('button', { name: /^Search/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick search' });
  const input = dialog.getByPlaceholder('Search for walls, problems, climbers, etc.');
  await expect(input).toBeFocused();
  await expect(dialog.getByText('Type the name of a wall, a gym, a climb or a climber.')).toBeVisible();

  await input.fill(gym.toUpperCase());
  const results = dialog.getByRole('navigation', { name: 'Search results' });
  const wallLink = results.getByRole('link', { name: new RegExp(wallName) });
  await expect(wallLink).toBeVisible();
  await expect(wallLink).toContainText(`At ${gym}`);
  await expectSettledPageAccessible(page, 'quick search with results');
  await wallLink.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wallName);

  // The keyboard shortcut opens it from any page; it starts empty again.
  await page.keyboard.press('Control+K');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await input.fill(`coxsey ${suffix}`);
  const userLink = results.getByRole('link', { name: new RegExp(climber) });
  await expect(userLink).toBeVisible();
  await userLink.click();
  await expect(page).toHaveURL(/\/user\/[0-9a-f-]+\/feed$/);

  await page.keyboard.press('Control+K');
  await input.fill(`zzqx${suffix}zzqx`);
  await expect(dialog.getByText('No results')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
