import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { demoWallId, latestHolds, tappableHolds } from './support/climbs';
import { callApi } from './support/walls';

interface Votes {
  grade_votes: { user_id: string | null; value: number }[];
  rating_votes: { user_id: string | null; value: number }[];
  broken_votes: { user_id: string | null; value: boolean }[];
}
const climbVotes = async (page: Page, climbId: string) =>
  (await callApi<Votes>(page, 'GET', `/climbs/${climbId}`)).body;

test('a climber votes a grade, a rating and broken; two broken votes put a warning on the climb', async ({
  page,
  signedInAs,
  person,
}) => {
  test.slow();
  await signedInAs('Voter Vic');
  const me = (await callApi<{ id: string }>(page, 'GET', '/users/me')).body.id;
  const wallId = await demoWallId(page);
  const [s, t] = tappableHolds(await latestHolds(page, wallId), 2);
  const made = await callApi<{ id: string }>(page, 'POST', '/climbs', {
    wall_id: wallId,
    name: 'Spinner',
    start_holds: [s!.id],
    top_holds: [t!.id],
  });
  const climbId = made.body.id;
  const climbUrl = `/walls/${wallId}/climbs/${climbId}`;

  await page.goto(`${climbUrl}?tab=details`);
  // Signed in, Grade and Rate open dialogs over the Details tab.
  await page.getByRole('link', { name: 'Grade', exact: true }).click();
  const gradeDialog = page.getByRole('dialog', { name: 'Grade Spinner' });
  // The dialog opens in the reader's grade system (the wall's, here), its grades ready to pick.
  await expect(gradeDialog.getByRole('combobox', { name: 'Grade system' })).not.toHaveValue('');
  await expect(gradeDialog.getByRole('combobox', { name: 'Grade', exact: true })).toBeEnabled();
  await gradeDialog.getByRole('combobox', { name: 'Grade system' }).click();
  await page.getByRole('option', { name: 'Font' }).click();
  await gradeDialog.getByRole('combobox', { name: 'Grade', exact: true }).click();
  await page.getByRole('option', { name: '6C', exact: true }).click();
  await gradeDialog.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Your vote has been cast').last()).toBeVisible();
  await expect(gradeDialog).toBeHidden();
  await expect(page).toHaveURL(`${climbUrl}?tab=details`);
  await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).toContainText('6C');

  await page.getByRole('link', { name: 'Rate' }).click();
  const rateDialog = page.getByRole('dialog', { name: 'Rate Spinner' });
  // The stars are labels of visually hidden radios: a climber taps the fourth star.
  const fourth = await rateDialog.getByRole('radio', { name: '4' }).getAttribute('id');
  await rateDialog.locator(`label[for="${fourth}"]`).click();
  await expect(rateDialog.getByText('4 stars')).toBeVisible();
  await expectAccessible(page, 'rating dialog');
  await rateDialog.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Your vote has been cast').last()).toBeVisible();
  await expect(rateDialog).toBeHidden();

  // The same votes work as pages at the spec's routes; the page starts from the climber's own vote.
  await page.goto(`${climbUrl}/vote-grade`);
  await expect(page.getByRole('heading', { name: 'Grade Spinner' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Grade', exact: true })).toHaveValue('6C');
  await page.getByRole('combobox', { name: 'Grade', exact: true }).click();
  await page.getByRole('option', { name: '7A', exact: true }).click();
  await page.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Your vote has been cast').last()).toBeVisible();
  await expect(page).toHaveURL(`${climbUrl}?tab=details`);
  await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).toContainText('7A');

  await page.getByRole('link', { name: 'Broken?' }).click();
  await expect(page.getByRole('heading', { name: 'Votes for Spinner as broken' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Broken', exact: true })).toBeChecked();
  await expectAccessible(page, 'broken vote page');
  await page.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Your vote has been cast').last()).toBeVisible();
  await expect(page).toHaveURL(`${climbUrl}?tab=details`);
  // One climber saying so is not yet a warning.
  await expect(page.getByText(/say this climb is broken/)).toHaveCount(0);

  const votes = await climbVotes(page, climbId);
  expect(votes.grade_votes).toContainEqual(expect.objectContaining({ user_id: me }));
  expect(votes.rating_votes).toEqual([expect.objectContaining({ user_id: me, value: 4 })]);
  expect(votes.broken_votes).toEqual([expect.objectContaining({ user_id: me, value: true })]);

  const { page: other } = await person();
  await other.goto(`${climbUrl}/vote-broken`);
  await expect(other.getByRole('row', { name: /Broken 1/ })).toBeVisible();
  await other.getByRole('button', { name: 'Vote' }).click();
  await expect(other.getByText('2 climbers say this climb is broken.')).toBeVisible();
  await other.context().close();

  // Changing one's mind replaces the vote rather than adding one.
  await page.goto(`${climbUrl}/vote-broken`);
  await expect(page.getByRole('row', { name: /Broken 2/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Not broken' }).check();
  await page.getByRole('button', { name: 'Vote' }).click();
  await expect(page.getByText('Your vote has been cast').last()).toBeVisible();
  await expect(page).toHaveURL(`${climbUrl}?tab=details`);
  await expect(page.getByText(/say this climb is broken/)).toHaveCount(0);
  expect((await climbVotes(page, climbId)).broken_votes).toHaveLength(2);
});

test('a climber adds a tag and votes it down until it disappears', async ({ page, signedInAs }) => {
  await signedInAs();
  const wallId = await demoWallId(page);
  const [s, t] = tappableHolds(await latestHolds(page, wallId), 2);
  const made = await callApi<{ id: string }>(page, 'POST', '/climbs', {
    wall_id: wallId,
    name: 'Greasy',
    start_holds: [s!.id],
    top_holds: [t!.id],
  });
  await page.goto(`/walls/${wallId}/climbs/${made.body.id}?tab=details`);
  const tags = page.getByRole('region', { name: 'Tags' });
  await expect(tags.getByText('No tags yet.')).toBeVisible();
  await tags.getByRole('combobox', { name: 'Add a tag' }).click();
  await page.getByRole('option', { name: 'Slopey' }).click();
  await tags.getByRole('button', { name: 'Add', exact: true }).click();
  const slopey = tags.getByRole('group', { name: 'Tag Slopey' });
  await expect(slopey).toContainText('1');
  await expect(slopey.getByRole('button', { name: 'Vote Slopey up' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await slopey.getByRole('button', { name: 'Vote Slopey down' }).click();
  // A tag shows only while its votes sum above 0.
  await expect(slopey).toHaveCount(0);
  await expect(tags.getByText('No tags yet.')).toBeVisible();
});

test('a visitor is asked to sign in to vote', async ({ page }) => {
  await page.goto('/');
  const wallId = await demoWallId(page);
  const climbs = await callApi<{ climbs: { id: string }[] }>(
    page,
    'GET',
    `/walls/${wallId}/climbs?limit=100`,
  );
  await page.goto(`/walls/${wallId}/climbs/${climbs.body.climbs.at(-1)!.id}/vote-rating`);
  await expect(page.getByText('You need to login to add stuff and vote.')).toBeVisible();
});
