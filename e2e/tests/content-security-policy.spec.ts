import type { Page } from '@playwright/test';
import { expect, test, type Account } from './fixtures';
import { signOut, signUp } from './support/accounts';
import { climbCanvas, closeClimbHelp } from './support/climbs';
import { appTookOver } from './support/first-screen';
import { makeHoldsJpeg, revealWallSection, searchWalls, uniqueWallName } from './support/walls';

/**
 * Records every content-security-policy violation the page reports: what the console prints, and the
 * `securitypolicyviolation` events the console may not print (a blocked eval that the page's code caught,
 * as zod's probe did). The answer checks, once a screen has settled, that it added none, naming the screen.
 * Only these journeys listen: the others are about what the app does, not about its policy.
 */
async function watchContentSecurityPolicy(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  let checked = 0;
  return async (screen: string) => {
    // What the screen started (photos, lazy parts, the service worker's keeping) has finished, so a
    // block it causes late is counted on it. Tiles and video thumbnails are refused by the network here
    // (no internet: playwright.config.ts), but a CSP block happens first and would still be reported.
    await page.waitForLoadState('networkidle');
    expect.soft(violations.slice(checked), `content security policy violations on ${screen}`).toEqual([]);
    checked = violations.length;
  };
}

/** A public board of the account's with the photo's holds, a climb with a tick, a comment and a beta video, and a public list. */
async function boardWithAClimb(setter: Account) {
  const ok = async <T>(method: string, path: string, body?: unknown) => {
    const res = await setter.api<T>(method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const name = uniqueWallName('Policy board');
  const photo = (await makeHoldsJpeg()).toString('base64');
  const wallId = (await ok<{ id: string }>('POST', '/walls', { name, base64_image: photo })).id;
  const holdIds: string[] = [];
  for (const [x, y] of [
    [0.15, 0.2],
    [0.6, 0.6],
  ] as const) {
    const square = [
      { x, y },
      { x: x + 0.1, y },
      { x: x + 0.1, y: y + 0.1 },
      { x, y: y + 0.1 },
    ];
    holdIds.push(
      (
        await ok<{ hold_id: string }>('POST', `/walls/${wallId}/revisions/latest/holds`, {
          bounding_polygon: square,
        })
      ).hold_id,
    );
  }
  const climbName = 'Policy problem';
  const climb = await ok<{ id: string }>('POST', '/climbs', {
    wall_id: wallId,
    name: climbName,
    start_holds: [holdIds[0]],
    top_holds: [holdIds[1]],
    grade: 5,
  });
  const tick = { climb_id: climb.id, ascent_date: '2026-11-20', ascent_type: 'flash', attempts: 1 };
  await ok('POST', '/ascents', tick);
  await ok('POST', '/comments', { comment: 'Left hand first.', related_id: climb.id, related_type: 'climb' });
  await ok('PUT', `/climbs/${climb.id}/beta-videos`, { url: 'https://youtu.be/dQw4w9WgXcQ' });
  const listName = 'Policy league';
  const list = await ok<{ id: string }>('POST', '/climb-lists', {
    wall_id: wallId,
    name: listName,
    public: true,
    climb_ids: [climb.id],
  });
  await ok('POST', `/users/${setter.id}/profile-picture`, { base64_image: photo });
  return { wallId, name, climbId: climb.id, climbName, listId: list.id, listName };
}

/** The wall home down to its last section (lists, feed, leaderboard and comments render as it scrolls). */
async function wholeWallHome(page: Page, wallName: string) {
  // The server's first screen has the name too: scroll once the app has drawn the page.
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wallName);
  await expect(page.getByRole('list', { name: 'Climbs' })).toBeVisible();
  await revealWallSection(page, 'wall-about', page.getByRole('list', { name: 'Lists' }));
  await revealWallSection(page, 'wall-pulse', page.getByRole('heading', { name: 'Recent comments' }));
}

/** The climb page's Image tab with the climb drawn, then its Details tab with the tick and comment. */
async function climbPageBothTabs(page: Page, check: (screen: string) => Promise<void>, climbName: string) {
  await expect(climbCanvas(page)).toHaveAttribute('data-holds-drawn', 'true');
  await check('the climb page, Image tab');
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('list', { name: 'Ticks' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Left hand first.')).toBeVisible();
  await check(`the climb page, Details tab (${climbName})`);
}

/** The quick search, opened from the header, finds the wall by name. */
async function quickSearch(page: Page, wallName: string) {
  await page.getByRole('button', { name: /^Search/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick search' });
  await dialog.getByPlaceholder('Search for walls, problems, climbers, etc.').fill(wallName);
  const results = dialog.getByRole('navigation', { name: 'Search results' });
  await expect(results.getByRole('link', { name: new RegExp(wallName) })).toBeVisible();
}

test('every screen a visitor reaches, then every screen a signed-in climber reaches, breaks no content security policy', async ({
  page,
  newAccount,
  signInAs,
}) => {
  test.slow();
  const check = await watchContentSecurityPolicy(page);
  const me = await newAccount('Policy Climber');
  const board = await boardWithAClimb(me);

  // As a visitor first: a shared link's first navigation (the server's first screen, then the app), and
  // the screens only a visitor sees. The climbs list, the climb page, the rankings and both searches load
  // the same code for a visitor as for the climber below, who walks them (first-screen.spec.ts opens a
  // shared climb link as a visitor too).
  await page.goto(`/walls/${board.wallId}`);
  await wholeWallHome(page, board.name);
  await check("a visitor's wall home");

  await page.goto(`/user/${me.id}`);
  await expect(page).toHaveURL(`/user/${me.id}/ticks`);
  await expect(page.getByRole('row').filter({ hasText: board.climbName })).toBeVisible();
  await check("a climber's profile (ticks), as a visitor");

  await page.goto('/settings');
  await expect(page.getByText('You need to login to change your settings.')).toBeVisible();
  await check("a visitor's settings");

  for (const [path, title] of [
    ['/terms-of-use', 'Terms of use'],
    ['/privacy-data-protection', 'Privacy and data protection'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await check(title!);
  }

  await signInAs(me);

  await page.goto(`/walls/${board.wallId}`);
  await wholeWallHome(page, board.name);
  await check('the wall home');

  await page.goto(`/walls/${board.wallId}/list`);
  await expect(page.getByRole('row').filter({ hasText: board.climbName })).toBeVisible();
  await check('the climbs list');

  await page.goto(`/walls/${board.wallId}/climbs/${board.climbId}`);
  await climbPageBothTabs(page, check, board.climbName);

  await page.goto(`/walls/${board.wallId}/climbs/${board.climbId}/add-ascent`);
  await expect(page.getByRole('heading', { name: 'Add ascent' })).toBeVisible();
  await check('the ascent form');

  await page.goto(`/walls/${board.wallId}/add-climb`);
  await closeClimbHelp(page);
  await check('the climb editor');

  await page.goto(`/walls/${board.wallId}/edit-holds`);
  const help = page.getByRole('dialog', { name: 'Editing holds' });
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();
  await expect(climbCanvas(page)).toHaveAttribute('data-holds-drawn', 'true');
  await check('the hold editor');

  await page.goto(`/walls/${board.wallId}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit wall' })).toBeVisible();
  await check('the wall form (edit)');

  await page.goto(`/user/${me.id}/ticks`);
  await expect(page.getByRole('row').filter({ hasText: board.climbName })).toContainText('Flash!');
  await check('the ticks page');

  await page.goto(`/user/${me.id}`);
  await expect(page).toHaveURL(`/user/${me.id}/feed`);
  await expect(page.getByRole('heading', { level: 1, name: 'Policy Climber' })).toBeVisible();
  await check('the profile (own feed)');

  await page.goto(`/walls/${board.wallId}/lists/${board.listId}/rankings`);
  await expect(page.getByRole('heading', { name: `Rankings for ${board.listName}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Policy Climber' })).toBeVisible();
  await check('the rankings');

  // Settings parses its form with the contract's schemas.
  await page.goto('/settings');
  await page.getByLabel('Display name').fill('Policy Climber Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await check('the settings');

  await page.goto('/add-wall');
  await expect(page.getByRole('heading', { name: 'Add wall' })).toBeVisible();
  await check('the add-wall form');

  await page.goto('/walls');
  await searchWalls(page, board.name);
  await expect(page.getByRole('link', { name: new RegExp(board.name) })).toBeVisible();
  await check('find wall with a search');

  await quickSearch(page, board.name);
  await check('the quick search');
});

test('browsing the map and a wall, signing up, saving settings, signing out and reading the API docs break no content security policy', async ({
  page,
}) => {
  test.slow();
  const check = await watchContentSecurityPolicy(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Share your problems' })).toBeVisible();
  await check('the home page');

  await page.goto('/map');
  await page.getByRole('button', { name: 'Marker for Spraywall of the Month' }).click();
  await page.getByRole('link', { name: 'Spraywall of the Month' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spraywall of the Month');
  await check('the map, then the wall it opened');

  await signUp(page);
  await page.getByLabel('Display name').fill('Policy Climber');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await check('sign-up and the settings it ends on');
  await signOut(page);
  await check('signing out');

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Spraybook API/ })).toBeVisible();
  await check('the API docs');
});
