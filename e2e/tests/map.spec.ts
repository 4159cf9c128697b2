import { expect, test } from './fixtures';
import { expectSettledPageAccessible } from './support/settle';
import { createWallViaApi, expectImageLoaded, uniqueWallName } from './support/walls';

// No map tiles can load (no internet: playwright.config.ts): the markers must show all the same.

test('walls with a location show as markers on the map, with a popup naming the wall and its gym that links to the wall', async ({
  page,
  signedInAs,
}) => {
  const withGym = uniqueWallName('Patagonia Board');
  const withoutGym = uniqueWallName('Tasmania Cave');
  const withoutLocation = uniqueWallName('Nowhere Wall');

  await signedInAs('Nalle Hukkataival');
  // Far from each other and from the other journeys' walls (Stockholm), so markers never overlap.
  const withGymId = await createWallViaApi(page, {
    name: withGym,
    gym_name: 'Fin del Mundo Climbing',
    coordinates: [-50.94, -73.41],
  });
  await createWallViaApi(page, { name: withoutGym, coordinates: [-42.88, 147.33] });
  await createWallViaApi(page, { name: withoutLocation, gym_name: 'Somewhere' });

  await page.goto('/map');
  const gymMarker = page.getByRole('button', { name: `Marker for ${withGym}` });
  const noGymMarker = page.getByRole('button', { name: `Marker for ${withoutGym}` });
  await expectImageLoaded(gymMarker);
  await expectImageLoaded(noGymMarker);
  // The seeded demo wall has a location too; a wall without one is not on the map.
  await expect(page.getByRole('button', { name: 'Marker for Spraywall of the Month' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Marker for ${withoutLocation}` })).toHaveCount(0);
  await expectSettledPageAccessible(page, 'map of walls');

  // A wall without a gym says so in its popup (opened from the keyboard: markers are focusable buttons).
  await noGymMarker.focus();
  await noGymMarker.press('Enter');
  await expect(page.getByRole('link', { name: withoutGym })).toBeVisible();
  await expect(page.getByText('No gym set')).toBeVisible();
  await page.getByRole('button', { name: 'Close popup' }).click();
  await expect(page.getByRole('link', { name: withoutGym })).toBeHidden();

  // A wall with a gym names it, and its name links to the wall.
  await gymMarker.click();
  const link = page.getByRole('link', { name: withGym });
  await expect(link).toBeVisible();
  await expect(page.getByText('At Fin del Mundo Climbing')).toBeVisible();
  await expectSettledPageAccessible(page, 'map with an open popup');
  await link.click();
  await expect(page).toHaveURL(`/walls/${withGymId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withGym);
  await expect(page.getByText('At Fin del Mundo Climbing')).toBeVisible();
});
