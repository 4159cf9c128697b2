import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSettledPageAccessible } from './support/settle';
import { createWallViaApi, searchWalls, uniqueWallName, type NewWall } from './support/walls';

/** The wall's card in the search results, found by its (unique) name. */
const wallCard = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(name) });

/** The signed-in climber adds a wall (through the API) and opens that wall's home; returns its path. */
async function ownerOpensNewWall(page: Page, wall: NewWall) {
  const path = `/walls/${await createWallViaApi(page, wall)}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wall.name);
  await expect(page.getByRole('heading', { name: 'Manage wall' })).toBeVisible();
  return path;
}

test("the owner edits their wall's name and description", async ({ page, signedInAs }) => {
  const name = uniqueWallName('Garage Board');
  const newName = uniqueWallName('Moonboard');
  await signedInAs('Adam Ondra');
  const wallPath = await ownerOpensNewWall(page, {
    name,
    gym_name: 'Home Garage',
    description: 'Plywood and screw-ons.',
  });
  await expectSettledPageAccessible(page, 'wall home, as its owner');

  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page).toHaveURL(`${wallPath}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit wall' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Gym')).toHaveValue('Home Garage');
  await expect(page.getByLabel('Description')).toHaveValue('Plywood and screw-ons.');
  await expect(page.getByRole('img', { name: 'The current photo of the wall' })).toBeVisible();
  await expectSettledPageAccessible(page, 'edit wall form');

  await page.getByLabel('Name').fill(newName);
  await page.getByLabel('Description').fill('Now with a kicker and new crimps.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Wall updated')).toBeVisible();
  await expect(page).toHaveURL(wallPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  await expect(page.getByText('Now with a kicker and new crimps.')).toBeVisible();
  await expect(page.getByText('Plywood and screw-ons.')).toHaveCount(0);
  await expect(page.getByText('At Home Garage')).toBeVisible();

  // Saved on the server, not just on screen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  await expect(page.getByText('Now with a kicker and new crimps.')).toBeVisible();
});

test('the owner favourites a wall, finds it under Favorite walls from the top bar, and unfavourites it', async ({
  page,
  signedInAs,
}) => {
  const name = uniqueWallName('Kilter Board');
  await signedInAs('Shauna Coxsey');
  const wallPath = await ownerOpensNewWall(page, { name, gym_name: 'Boulder Box' });

  await page.getByRole('button', { name: 'Add favorite' }).click();
  await expect(page.getByRole('button', { name: 'Remove favorite' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Favorite walls' }).click();
  await expect(page).toHaveURL(/\/walls\?favorites=true/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorite walls' })).toBeVisible();
  await expect(wallCard(page, name)).toBeVisible();
  await expectSettledPageAccessible(page, 'favorite walls');

  await wallCard(page, name).click();
  await expect(page).toHaveURL(wallPath);
  await page.getByRole('button', { name: 'Remove favorite' }).click();
  await expect(page.getByRole('button', { name: 'Add favorite' })).toBeVisible();

  await page.goto('/walls?favorites=true');
  await expect(page.getByRole('heading', { name: 'No favorite walls yet' })).toBeVisible();
  await expect(wallCard(page, name)).toHaveCount(0);
  await expectSettledPageAccessible(page, 'no favorite walls');
});

test('an archived wall disappears from other climbers’ search but stays, marked Archived, for its owner until unarchived', async ({
  page,
  signedInAs,
  person,
}) => {
  // Two climbers sign up through the identity provider: on a shared, loaded machine that alone can
  // take most of one journey's budget.
  test.slow();
  const name = uniqueWallName('Tension Board');
  await signedInAs('Tomoa Narasaki');
  const wallPath = await ownerOpensNewWall(page, { name, gym_name: 'Tokyo Rocks' });

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const archiveDialog = page.getByRole('dialog', { name: 'Archive wall' });
  await expect(archiveDialog).toContainText('Archiving hides this wall from search and the map.');
  await expectSettledPageAccessible(page, 'archive confirmation');
  await archiveDialog.getByRole('button', { name: 'Archive' }).click();
  await expect(archiveDialog).toBeHidden();
  await expect(page.getByText('Wall archived')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Archived', { exact: true })).toBeVisible();

  const { page: other } = await person('Brooke Raboutou');
  try {
    await other.goto('/walls');
    // (Other walls may match the search loosely; this one must not be among them.)
    await searchWalls(other, name);
    await expect(wallCard(other, name)).toHaveCount(0);

    await page.goto('/walls');
    await searchWalls(page, name);
    await expect(wallCard(page, name)).toBeVisible();
    await expect(wallCard(page, name).getByText('Archived')).toBeVisible();
    await expectSettledPageAccessible(page, 'search results with an archived wall');

    await wallCard(page, name).click();
    await expect(page).toHaveURL(wallPath);
    await page.getByRole('button', { name: 'Unarchive' }).click();
    const unarchiveDialog = page.getByRole('dialog', { name: 'Unarchive wall' });
    await expect(unarchiveDialog).toContainText(
      'Unarchiving lists this wall in search and on the map again.',
    );
    await unarchiveDialog.getByRole('button', { name: 'Unarchive' }).click();
    await expect(unarchiveDialog).toBeHidden();
    await expect(page.getByText('Wall unarchived')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Archived', { exact: true })).toHaveCount(0);

    await other.reload();
    await expect(other.getByLabel('Loading walls')).toBeHidden();
    await expect(wallCard(other, name)).toBeVisible();
    await expect(wallCard(other, name).getByText('Archived')).toHaveCount(0);
  } finally {
    await other.context().close();
  }
});

test('the owner deletes a wall after confirming, and its address then shows the wall is not found', async ({
  page,
  signedInAs,
}) => {
  const name = uniqueWallName('Old Spraywall');
  await signedInAs('Jakob Schubert');
  const wallPath = await ownerOpensNewWall(page, { name });

  await page.getByRole('button', { name: 'Delete wall' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove wall' });
  await expect(removeDialog).toContainText("Are you sure? You can't undo this action afterwards.");
  await expectSettledPageAccessible(page, 'remove confirmation');
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/walls(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find wall' })).toBeVisible();

  await searchWalls(page, name);
  await expect(wallCard(page, name)).toHaveCount(0);

  await page.goto(wallPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Wall not found' })).toBeVisible();
  await expect(page.getByText('Failed to load wall.')).toBeVisible();
  await expectSettledPageAccessible(page, 'removed wall');
});
