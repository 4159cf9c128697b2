import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { expectSettledPageAccessible } from './support/settle';
import { acceptCookies } from './support/accounts';
import { demoClimb } from './support/climbs';
import { callApi, createWallViaApi, revealWallSection, uniqueWallName } from './support/walls';

const SHOTS = '/tmp/shots-people';
const suffix = () => Math.random().toString(36).slice(2, 7);

async function tickDemoClimb(page: Page) {
  const climb = await demoClimb(page);
  const res = await callApi(page, 'POST', '/ascents', {
    climb_id: climb.climbId,
    ascent_date: '2026-11-20',
    ascent_type: 'flash',
    attempts: 1,
    public: true,
  });
  expect(res.status).toBe(201);
  return climb;
}

for (const screen of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const) {
  test.describe(`on a ${screen.viewport.width}-px screen`, () => {
    test.use({ viewport: screen.viewport });

    test("a climber follows a wall's admin, sees their new tick in the feed, and unfollows", async ({
      page,
      signedInAs,
      person,
    }) => {
      test.slow();
      // The owner of a fresh wall, who ticks the demo climb later.
      const ownerName = `Owner Olga ${suffix()}`;
      const { id: ownerId } = await signedInAs(ownerName);
      const wallId = await createWallViaApi(page, { name: uniqueWallName('Garage') });

      // A second climber in their own browser, at the same screen size as the journey's.
      const fanName = `Fan Finn ${suffix()}`;
      const { page: fan } = await person(fanName, { viewport: page.viewportSize()!, hasTouch: true });
      await fan.goto(`/walls/${wallId}`);
      const follow = fan.getByRole('button', { name: `Follow ${ownerName}` });
      await revealWallSection(fan, 'wall-about', fan.getByRole('button', { name: 'Admins' }));
      await follow.click();
      await expect(fan.getByRole('button', { name: `Unfollow ${ownerName}` })).toBeVisible();

      // The owner ticks; the fan's own feed (the user menu's Profile) says so.
      const climb = await tickDemoClimb(page);
      await fan.getByTestId('user-menu').click();
      await fan.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(fan).toHaveURL(/\/user\/[0-9a-f-]+\/feed$/);
      const item = fan.getByRole('list', { name: 'Feed' }).getByRole('listitem').first();
      await expect(item).toContainText(`${ownerName} ticked ${climb.name} (flash) on Spraywall of the Month`);
      await expect(item.locator('time')).toHaveText(/ago$/);
      await expectAccessible(fan, 'personal feed');
      await fan.screenshot({ path: `${SHOTS}/feed-${screen.viewport.width}.png`, fullPage: true });

      // Their profile: one follower, the fan, listed in the Followers dialog without a button for themself.
      await item.getByRole('link', { name: ownerName }).click();
      await expect(fan).toHaveURL(`/user/${ownerId}/ticks`);
      await expect(fan.getByRole('heading', { level: 1, name: ownerName })).toBeVisible();
      await expect(fan.getByRole('navigation', { name: 'Profile' }).getByRole('link')).toHaveText([
        'Ticks',
        'To-do',
      ]);
      await expect(fan.getByText('Hardest')).toBeVisible();
      await expect(fan.getByRole('region', { name: 'Grade pyramid' })).toBeVisible();
      await fan.screenshot({ path: `${SHOTS}/profile-${screen.viewport.width}.png`, fullPage: true });
      await fan.getByRole('button', { name: '1 Follower' }).click();
      const dialog = fan.getByRole('dialog', { name: 'Followers' });
      await expect(dialog.getByRole('listitem')).toHaveCount(1);
      await expect(dialog.getByRole('listitem')).toContainText(fanName);
      await expect(dialog.getByRole('button', { name: /Follow/ })).toHaveCount(0);
      // Once it has faded in: half-way, its links' contrast is measured against a half-drawn dialog.
      await expectSettledPageAccessible(fan, 'followers dialog');
      await fan.screenshot({ path: `${SHOTS}/followers-${screen.viewport.width}.png` });
      await fan.keyboard.press('Escape');

      await fan.getByRole('button', { name: `Unfollow ${ownerName}` }).click();
      await expect(fan.getByRole('button', { name: `Follow ${ownerName}` })).toBeVisible();
      await expect(fan.getByRole('button', { name: '0 Followers' })).toBeVisible();

      // One's own profile offers no Follow, and has the Feed and Settings tabs.
      await fan.getByTestId('user-menu').click();
      await fan.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(fan.getByRole('navigation', { name: 'Profile' }).getByRole('link')).toHaveText([
        'Feed',
        'Ticks',
        'To-do',
        'Settings',
      ]);
      await expect(fan.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
      await fan.context().close();
    });
  });
}

test('the quick search finds a climb with its grade and wall, and opens it', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  const { wallId, climbId, name } = await demoClimb(page);
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Quick search' });
  await dialog.getByPlaceholder('Search for walls, problems, climbers, etc.').fill(name);
  const link = dialog
    .getByRole('navigation', { name: 'Search results' })
    .getByRole('link', { name: new RegExp(name) })
    .first();
  await expect(link).toContainText('At Spraywall of the Month');
  await expectAccessible(page, 'quick search with a climb');
  await link.click();
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}`);
});
