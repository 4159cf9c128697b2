import { expect, test, type Page } from '@playwright/test';
import { climbCanvas } from './support/climbs';
import { onAClimbOnline } from './support/offline-climb';
import { ticksOf } from './support/ticking';

// A 390-px phone at the wall, by touch.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * As the phone finds its session after an hour in a pocket: the access token (five minutes) expired, the
 * refresh token still good. oidc-client-ts keeps both in localStorage.
 */
const expireAccessToken = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:'))) {
      const user = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
      localStorage.setItem(
        key,
        JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 3600 }),
      );
    }
  });

test('a climber back after an hour, without signal, is still signed in: a tick waits and is sent once the signal is back', async ({
  page,
  context,
}) => {
  test.slow();
  const { name, climbId, sheet } = await onAClimbOnline(page, 'Pocket Pia');
  await context.setOffline(true);
  await expireAccessToken(page);
  await page.reload();
  await expect(climbCanvas(page, name)).toHaveAttribute('data-holds-drawn', 'true');

  // Tick opens the sheet (a visitor's would go to sign-in, which cannot load offline).
  await sheet.getByRole('button', { name: 'Tick', exact: true }).tap();
  await page
    .getByRole('dialog', { name: `Tick ${name}` })
    .getByRole('button', { name: 'Flash', exact: true })
    .tap();
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toBeVisible();

  // Signal again: the session is refreshed with its refresh token and the tick is sent, once.
  await context.setOffline(false);
  await expect(sheet.getByRole('img', { name: 'Waiting to send' })).toHaveCount(0);
  expect((await ticksOf(page, climbId)).body.ascents).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
