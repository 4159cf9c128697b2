import { expect, test } from './fixtures';
import { signUpNamed } from './support/accounts';
import { climbCanvas } from './support/climbs';
import { flashFromClimbPage } from './support/ticking';
import { searchWalls } from './support/walls';

// `@smoke` in the title: CI runs every journey on PostgreSQL and only this one on embedded PGlite
// (`npm run test:smoke`), so the embedded database still serves the app's main path end to end.

// Its sign-up goes through the provider's page, as a new climber's does: the main path on PGlite includes it.
test('@smoke a new climber finds the demo wall, opens a climb and ticks it', async ({ page }) => {
  await signUpNamed(page, 'Smoke Sid');

  await page.getByRole('link', { name: 'Find wall' }).first().click();
  await expect(page).toHaveURL(/\/walls/);
  await searchWalls(page, 'spraywall of the month');
  await page
    .getByRole('link', { name: /Spraywall of the Month/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}$/);

  await page.getByRole('list', { name: 'Climbs' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}\/climbs\/[0-9a-f-]{36}$/);
  await expect(climbCanvas(page)).toHaveAttribute('data-holds-drawn', 'true');

  await flashFromClimbPage(page);
});
