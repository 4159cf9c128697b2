import { expect, test } from './fixtures';
import { expectSettledPageAccessible } from './support/settle';
import { callApi, createWallViaApi, uniqueWallName } from './support/walls';

test("another climber sees no editor buttons on someone else's wall, and the server refuses a forged edit with 403", async ({
  page,
  signedInAs,
  person,
}) => {
  // Two climbers sign up through the identity provider: on a shared, loaded machine that alone can
  // take most of one journey's budget.
  test.slow();
  const name = uniqueWallName('Owned Board');
  await signedInAs('Wall Owner');
  const id = await createWallViaApi(page, { name, gym_name: 'Owner Gym', description: 'Mine.' });

  const { page: other } = await person('Curious Climber');
  try {
    await other.goto(`/walls/${id}`);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(name);
    // A signed-in visitor may keep it as a favourite...
    await expect(other.getByRole('button', { name: 'Add favorite' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'All climbs' })).toBeVisible();
    // ...but gets none of the editor's actions.
    await expect(other.getByRole('heading', { name: 'Manage wall' })).toHaveCount(0);
    for (const action of ['Edit holds', 'Edit details', 'Archive', 'Unarchive', 'Delete wall']) {
      await expect(other.getByRole('link', { name: action, exact: true })).toHaveCount(0);
      await expect(other.getByRole('button', { name: action, exact: true })).toHaveCount(0);
    }
    await expectSettledPageAccessible(other, "someone else's wall");

    // The edit form, opened by its address, says so instead of showing the form.
    await other.goto(`/walls/${id}/edit`);
    await expect(other.getByText("You can't edit this wall")).toBeVisible();
    await expect(other.getByLabel('Name')).toHaveCount(0);
    await expectSettledPageAccessible(other, "edit form of someone else's wall");

    // A forged request with the climber's own token is refused by the server.
    const forged = await callApi<{ detail?: string }>(other, 'PUT', `/walls/${id}`, {
      name: 'Taken over',
      gym_name: null,
      description: null,
      coordinates: null,
      private: false,
      adjustable_angle: false,
      default_angle: null,
      invited_users: [],
      admin_users: [],
    });
    expect(forged.status).toBe(403);
    expect(forged.body.detail).toBeTruthy();
    expect(forged.body.detail).toBe("Only the wall's owner and admins can change this wall.");

    const forgedArchive = await callApi<{ detail?: string }>(other, 'PUT', `/walls/${id}`, {
      archived: true,
    });
    expect(forgedArchive.status).toBe(403);
    expect(forgedArchive.body.detail).toBeTruthy();

    const forgedDelete = await callApi<{ detail?: string }>(other, 'DELETE', `/walls/${id}`);
    expect(forgedDelete.status).toBe(403);
    expect(forgedDelete.body.detail).toBeTruthy();
  } finally {
    await other.context().close();
  }

  // Nothing changed.
  await page.goto(`/walls/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main').getByText('Archived', { exact: true })).toHaveCount(0);
});

test('a visitor opening /add-wall is asked to sign in', async ({ page }) => {
  await page.goto('/add-wall');
  await expect(page.getByRole('heading', { level: 1, name: 'Add wall' })).toBeVisible();
  const prompt = page.getByTestId('login-prompt');
  await expect(prompt.getByText('You need to login to add stuff and vote.')).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveCount(0);
  await expect(page.getByLabel('Wall photo')).toHaveCount(0);
  await expectSettledPageAccessible(page, 'add-wall as a visitor');
});
