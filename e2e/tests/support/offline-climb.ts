import { expect, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookies, signUpNamed } from './accounts';
import { demoWallId } from './climbs';
import { newClimb, unique } from './ticking';

/** Signed up, on a new climb's page with both tabs loaded once while online (as at home before the gym). */
export async function onAClimbOnline(page: Page, who: string) {
  await signUpNamed(page, who);
  await acceptCookies(page);
  const wallId = await demoWallId(page);
  const name = unique('Basement');
  const climbId = await newClimb(page, wallId, name);
  const url = `/walls/${wallId}/climbs/${climbId}`;
  // The installed app: its service worker holds the app's own files, so a page opened next works offline.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto(`${url}?tab=details`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByText('No ticks yet. Be the first!')).toBeVisible();
  await page.getByRole('tab', { name: 'Image' }).click();
  const sheet = page.getByRole('region', { name: 'Climb info' });
  await expect(sheet.getByText('Not ticked yet')).toBeVisible();
  return { name, climbId, url, sheet };
}

/** Without signal, Tick then Flash in the climb's sheet: the tick waits on the phone with its clock. */
export async function flashOffline(page: Page, context: BrowserContext, climb: { name: string }) {
  await context.setOffline(true);
  const sheet = page.getByRole('region', { name: 'Climb info' });
  await sheet.getByRole('button', { name: 'Tick', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Tick ${climb.name}` })
    .getByRole('button', { name: 'Flash', exact: true })
    .click();
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toBeVisible();
}
