import { expect, test } from '@playwright/test';
import { acceptCookies, signUpNamed } from './support/accounts';
import { blockInternet } from './support/browser';
import { climbCanvas } from './support/climbs';
import { flashFromClimbPage } from './support/ticking';
import { searchWalls } from './support/walls';

// `@smoke` in the title: CI runs every journey on PostgreSQL and only this one on embedded PGlite
// (`npm run test:smoke`), so the embedded database still serves the app's main path end to end.

test.beforeEach(async ({ context }) => {
  await blockInternet(context);
});

test('@smoke a new climber finds the demo wall, opens a climb and ticks it', async ({ page }) => {
  await signUpNamed(page, 'Smoke Sid');
  await acceptCookies(page);

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
