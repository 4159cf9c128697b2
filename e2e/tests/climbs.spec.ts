import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { expectSettledPageAccessible } from './support/settle';
import {
  climbCanvas,
  closeClimbHelp,
  demoWallId,
  climbRing,
  holdMark,
  latestHolds,
  tapHold,
  tappableHolds,
} from './support/climbs';
import { zoomAllTheWayOut } from './support/climb-view';
import { callApi } from './support/walls';

const CLIMB_URL = /\/walls\/[0-9a-f-]{36}\/climbs\/([0-9a-f-]{36})$/;
const climbIdOf = (page: Page) => page.url().match(CLIMB_URL)![1]!;

/** Opens the demo wall's climb editor from the wall page, as a climber does. */
async function openClimbEditor(page: Page) {
  const wallId = await demoWallId(page);
  await page.goto(`/walls/${wallId}`);
  await page.getByRole('main').getByRole('link', { name: 'Add climb' }).last().click();
  await expect(page).toHaveURL(`/walls/${wallId}/add-climb`);
  await closeClimbHelp(page);
  return { wallId, holds: tappableHolds(await latestHolds(page, wallId), 4) };
}

async function setting(page: Page, label: string) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByLabel(label).check();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
}

async function pickGrade(page: Page, grade: string) {
  await page.getByRole('combobox', { name: 'Grade', exact: true }).click();
  await page.getByRole('option', { name: grade, exact: true }).click();
}

/** The climb the removal journey sets on the demo wall and removes again. */
const SHORT_LIVED = 'Short lived';

test('a climber sets a draft by tapping holds, only they see it, then they publish it and step through the wall', async ({
  page,
  signedInAs,
  person,
}) => {
  // Two people and a dozen screens: longer than one screen's journey.
  test.slow();
  // Named per attempt: a retry must not meet the climb an earlier attempt published.
  const name = `Crimp Street ${test.info().retry + 1}`;
  await signedInAs('Setter Sue');
  const { wallId, holds } = await openClimbEditor(page);
  const [start, middle, top, foot] = holds as [
    (typeof holds)[0],
    (typeof holds)[0],
    (typeof holds)[0],
    (typeof holds)[0],
  ];
  await expectAccessible(page, 'climb editor');

  await tapHold(page, start, 2);
  await tapHold(page, middle, 1);
  await tapHold(page, top, 3);
  await expect(holdMark(page, start)).toHaveAttribute('data-mark', 'start');
  await expect(holdMark(page, middle)).toHaveAttribute('data-mark', 'intermediate');
  await expect(holdMark(page, top)).toHaveAttribute('data-mark', 'top');

  await setting(page, 'Include foot-only holds');
  await tapHold(page, foot, 4);
  await expect(holdMark(page, foot)).toHaveAttribute('data-mark', 'foot');
  await page.keyboard.press('Control+z');
  await expect(holdMark(page, foot)).toHaveAttribute('data-mark', 'top');
  await page.keyboard.press('Control+y');
  await expect(holdMark(page, foot)).toHaveAttribute('data-mark', 'foot');
  await expect(page.getByRole('toolbar', { name: 'Climb editor' })).toContainText(
    '1 start · 1 intermediate · 1 top · 1 foot',
  );

  await page.getByRole('button', { name: 'Submit' }).click();
  const form = page.getByRole('dialog', { name: 'Add climb' });
  await form.getByRole('button', { name: 'Add climb' }).click();
  await expect(form.getByText("Climb name can't be empty")).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await pickGrade(page, '6B');
  await form.getByLabel('Draft').check();
  await expectSettledPageAccessible(page, 'Add climb form');
  await form.getByRole('button', { name: 'Add climb' }).click();
  await expect(page.getByText('Climb added')).toBeVisible();
  await expect(page).toHaveURL(CLIMB_URL);
  const climbId = climbIdOf(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(climbCanvas(page, name)).toHaveAttribute('data-holds-drawn', 'true');
  // The climb page rings the climb's holds (a small one as a circle, so by its ring, not its outline).
  await expect(climbRing(page, start)).toHaveAttribute('data-mark', 'start');
  await expect(climbRing(page, foot)).toHaveAttribute('data-mark', 'foot');

  // Another climber cannot see the draft, by its address or in the wall's climbs.
  const { page: other } = await person();
  expect((await callApi(other, 'GET', `/climbs/${climbId}`)).status).toBe(404);
  await other.goto(`/walls/${wallId}/climbs/${climbId}`);
  await expect(other.getByRole('heading', { name: 'Climb not found' })).toBeVisible();
  await other.goto(`/walls/${wallId}`);
  await expect(other.getByRole('list', { name: 'Climbs' })).toBeVisible();
  await expect(other.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

  // The setter publishes it from the climb's hold editor.
  await page.getByRole('button', { name: 'Edit climb' }).click();
  await page.getByRole('menuitem', { name: 'Edit holds' }).click();
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}/edit-holds`);
  await expect(climbCanvas(page, 'Spraywall of the Month')).toHaveAttribute('data-holds-drawn', 'true');
  await expect(holdMark(page, top)).toHaveAttribute('data-mark', 'top');
  await page.getByRole('button', { name: 'Submit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit climb' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByRole('combobox', { name: 'Grade', exact: true })).toHaveValue('6B');
  await edit.getByLabel('Draft').uncheck();
  await edit.getByRole('button', { name: 'Save climb' }).click();
  await expect(page.getByText('Climb updated')).toBeVisible();
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);

  await other.goto(`/walls/${wallId}/climbs/${climbId}`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(other.getByRole('button', { name: 'Edit climb' })).toHaveCount(0);
  await other.context().close();

  // A tap on the photo opens the climb's sheet; Next and Previous walk the wall's climbs.
  await expect(climbCanvas(page, name)).toHaveAttribute('data-holds-drawn', 'true');
  const box = (await climbCanvas(page, name).locator('img').first().boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.05, box.y + box.height * 0.95);
  const sheet = page.getByRole('region', { name: 'Climb info' });
  // The sheet names the climb's place in the list; the page's title above names the climb.
  await expect(sheet).toContainText(/\d+ of \d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await sheet.getByRole('link', { name: 'Next climb' }).click();
  await expect(page).not.toHaveURL(new RegExp(climbId));
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);
  await sheet.getByRole('link', { name: 'Previous climb' }).click();
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expectAccessible(page, 'climb page with its sheet');
});

test("the editor's help opens on the first visit only, and from Settings, with the tap cycle as set", async ({
  page,
  signedInAs,
}) => {
  await signedInAs();
  const wallId = await demoWallId(page);
  await page.goto(`/walls/${wallId}/add-climb`);
  const help = page.getByRole('dialog', { name: 'Setting a climb' });
  await expect(help).toBeVisible();
  // Foot-only holds are on by default: the fourth tap makes one.
  await expect(help).toContainText('4 taps: feet only');
  await expect(help).not.toContainText('hands only');
  await expect(help.getByRole('checkbox')).toHaveCount(0);
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();

  await page.reload();
  await expect(climbCanvas(page)).toHaveAttribute('data-holds-drawn', 'true');
  await expect(page.getByRole('radiogroup', { name: 'A tap gives' })).toBeVisible();
  await expect(help).toHaveCount(0);
  // On a desktop screen the whole wall shows between the top bar and the editor's bar.
  const photo = (await climbCanvas(page).locator('img').first().boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  const bar = (await page.getByRole('toolbar', { name: 'Climb editor' }).boundingBox())!;
  expect(photo.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(photo.y + photo.height).toBeLessThanOrEqual(bar.y + 1);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeEnabled();

  await setting(page, 'Include hand-only holds');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Help' }).click();
  await expect(help).toContainText('5 taps: hands only');
});

test('a circuit numbers holds in tapping order, and tapping the last again takes it off', async ({
  page,
  signedInAs,
}) => {
  await signedInAs();
  const { holds } = await openClimbEditor(page);
  const [a, b, c] = holds as [(typeof holds)[0], (typeof holds)[0], (typeof holds)[0]];
  await tapHold(page, a, 2);
  // The type lives in Settings, out of the tapping bar.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByText('Circuit', { exact: true }).click();
  // Switching type starts afresh; the role row goes, a circuit numbering its holds.
  await expect(holdMark(page, a)).toHaveAttribute('data-mark', 'unselected');
  await expect(page.getByRole('radiogroup', { name: 'A tap gives' })).toHaveCount(0);
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  for (const hold of [a, b, c]) await tapHold(page, hold);
  const label = (hold: typeof a) => holdMark(page, hold).locator('xpath=following-sibling::*[1]');
  await expect(label(a)).toHaveText('1');
  await expect(label(b)).toHaveText('2');
  await expect(label(c)).toHaveText('3');
  await expect(holdMark(page, c)).toHaveAttribute('data-mark', 'top');
  await tapHold(page, c);
  await expect(holdMark(page, c)).toHaveAttribute('data-mark', 'unselected');
  await expect(page.getByRole('toolbar', { name: 'Climb editor' })).toContainText('2 in the circuit');

  await page.getByRole('button', { name: 'Submit' }).click();
  const form = page.getByRole('dialog', { name: 'Add climb' });
  await form.getByLabel('Name').fill('Round trip');
  await form.getByRole('button', { name: 'Add climb' }).click();
  await expect(page.getByText('Climb added')).toBeVisible();
  const climb = await callApi<{ circuit_holds: string[] }>(page, 'GET', `/climbs/${climbIdOf(page)}`);
  expect(climb.body.circuit_holds).toEqual([a.id, b.id]);
});

test('the setter removes their climb after confirming, and it is gone from the wall', async ({
  page,
  signedInAs,
}) => {
  await signedInAs();
  const wallId = await demoWallId(page);
  const [s, t] = tappableHolds(await latestHolds(page, wallId), 2);
  const made = await callApi<{ id: string }>(page, 'POST', '/climbs', {
    wall_id: wallId,
    name: SHORT_LIVED,
    start_holds: [s!.id],
    top_holds: [t!.id],
  });
  expect(made.status).toBe(201);
  await page.goto(`/walls/${wallId}/climbs/${made.body.id}?tab=details`);
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Set by')).toBeVisible();
  await page.getByRole('button', { name: 'Edit climb' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove climb' });
  await expect(confirm).toContainText("Are you sure? You can't undo this action afterwards.");
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectAccessible(page, 'remove climb dialog');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('This climb has been removed')).toBeVisible();
  await expect(page).toHaveURL(`/walls/${wallId}`);
  await expect(page.getByRole('list', { name: 'Climbs' })).toBeVisible();
  await expect(page.getByRole('link', { name: SHORT_LIVED })).toHaveCount(0);
  expect((await callApi(page, 'GET', `/climbs/${made.body.id}`)).status).toBe(404);
});

test('a visitor opens a demo climb from the wall, sees its holds and details, and no edit menu', async ({
  page,
  demoWall,
}) => {
  const wallId = demoWall.id;
  await page.goto(`/walls/${wallId}`);
  // The newest climb, unless it is the one the removal journey beside this one is about to remove.
  await page
    .getByRole('list', { name: 'Climbs' })
    .getByRole('link')
    .filter({ hasNotText: SHORT_LIVED })
    .first()
    .click();
  await expect(page).toHaveURL(CLIMB_URL);
  await expect(climbCanvas(page)).toHaveAttribute('data-holds-drawn', 'true');
  await expect(climbCanvas(page).locator('[data-ring-hold][data-mark="top"]').first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'Edit climb' })).toHaveCount(0);
  await expectAccessible(page, 'climb page, image tab');
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\?tab=details$/);
  await expect(page.getByText('Set by')).toBeVisible();
  await expectAccessible(page, 'climb page, details tab');
});

test.describe('on a 390-px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a climber sets a climb with taps and the undo and redo buttons, and flips to the next climb', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs();
    const { holds } = await openClimbEditor(page);
    const [start, top, middle] = holds as [(typeof holds)[0], (typeof holds)[0], (typeof holds)[0]];
    // The landscape wall opens as tall as the phone's canvas; Zoom out shows all of it.
    await zoomAllTheWayOut(page, 'tap');
    await tapHold(page, start, 2, true);
    await tapHold(page, top, 3, true);
    await tapHold(page, middle, 1, true);
    await expect(holdMark(page, middle)).toHaveAttribute('data-mark', 'intermediate');
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(holdMark(page, middle)).toHaveAttribute('data-mark', 'unselected');
    await page.getByRole('button', { name: 'Redo' }).tap();
    await expect(holdMark(page, middle)).toHaveAttribute('data-mark', 'intermediate');
    await expect(holdMark(page, top)).toHaveAttribute('data-mark', 'top');

    await page.getByRole('button', { name: 'Submit' }).tap();
    const form = page.getByRole('dialog', { name: 'Add climb' });
    await form.getByLabel('Name').fill('Thumb war');
    await form.getByRole('button', { name: 'Add climb' }).tap();
    await expect(page.getByText('Climb added')).toBeVisible();
    await expect(page).toHaveURL(CLIMB_URL);
    const climbId = climbIdOf(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thumb war');
    await expect(climbCanvas(page, 'Thumb war')).toHaveAttribute('data-holds-drawn', 'true');

    const box = (await climbCanvas(page, 'Thumb war').locator('img').first().boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.05, box.y + box.height * 0.95);
    const sheet = page.getByRole('region', { name: 'Climb info' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Next climb' }).tap();
    await expect(page).not.toHaveURL(new RegExp(climbId));
    await expect(sheet).toBeVisible();
    await expectAccessible(page, 'climb page on a phone');
  });
});
