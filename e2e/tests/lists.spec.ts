import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { addSquareHolds } from './support/climbs';
import { callApi, createWallViaApi, revealWallSection, uniqueWallName } from './support/walls';

/** A wall of the signed-in climber's with climbs graded 5+, 6B and 7A (Font ranks 2, 5 and 9). */
async function wallWithClimbs(page: Page) {
  const wallId = await createWallViaApi(page, { name: uniqueWallName('League wall') });
  const holds = (
    await addSquareHolds(page, wallId, [
      [0.2, 0.3],
      [0.6, 0.3],
    ])
  ).map((h) => h.id);
  const climbs: Record<string, string> = {};
  for (const [name, grade] of [
    ['Warm-up', 3],
    ['Crux city', 6],
    ['The project', 10],
  ] as const) {
    const res = await callApi<{ id: string }>(page, 'POST', '/climbs', {
      wall_id: wallId,
      name,
      start_holds: [holds[0]],
      top_holds: [holds[1]],
      grade,
    });
    climbs[name] = res.body.id;
  }
  return { wallId, climbs };
}

const tick = (page: Page, climbId: string, type: 'flash' | 'redpoint') =>
  callApi(page, 'POST', '/ascents', {
    climb_id: climbId,
    ascent_date: '2026-11-20',
    ascent_type: type,
    attempts: type === 'flash' ? 1 : 3,
  });

test('a climber creates a private list, adds a climb from the climb page, renames and deletes the list', async ({
  page,
  signedInAs,
  person,
}) => {
  test.slow();
  const { page: setter } = await person('Wall Wanda');
  const { wallId, climbs } = await wallWithClimbs(setter);
  await setter.context().close();

  await signedInAs('Private Pete');
  await page.goto(`/walls/${wallId}`);
  const panel = page.getByRole('region', { name: 'Lists' });
  await revealWallSection(page, 'wall-about', panel);
  await panel.getByRole('button', { name: 'New list' }).click();
  const create = page.getByRole('dialog', { name: 'New list' });
  await expect(create.getByRole('switch', { name: /Public list/ })).toBeDisabled();
  await expect(
    create.getByText('As a non-admin of this wall, you can only create private lists.'),
  ).toBeVisible();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Please enter a list name')).toBeVisible();
  await create.getByLabel('List name').fill('Projects');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  const row = page.getByRole('list', { name: 'Lists' }).getByRole('listitem', { name: 'Projects' });
  await expect(row).toContainText('0 climbs');
  await expectAccessible(page, 'wall lists');

  await page.goto(`/walls/${wallId}/climbs/${climbs['Crux city']}?tab=details`);
  await page.getByRole('button', { name: 'Add to List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to List' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please select a list')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'List' }).click();
  await page.getByRole('option', { name: 'Projects' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Remove from Projects' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/walls/${wallId}`);
  await revealWallSection(page, 'wall-about', panel);
  await expect(row).toContainText('1 climb');
  await row.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Climbs on Projects' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Climbs' }).getByRole('row')).toHaveCount(2);

  await page.goto(`/walls/${wallId}`);
  await revealWallSection(page, 'wall-about', panel);
  await row.getByRole('button', { name: 'Projects actions' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename list' });
  await rename.getByLabel('List name').fill('   ');
  await expect(rename.getByRole('button', { name: 'Save' })).toBeDisabled();
  await rename.getByLabel('List name').fill('Winter projects');
  await rename.getByRole('button', { name: 'Save' }).click();
  const renamed = page
    .getByRole('list', { name: 'Lists' })
    .getByRole('listitem', { name: 'Winter projects' });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Winter projects actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Remove list' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('This list has been removed')).toBeVisible();
  await expect(renamed).toHaveCount(0);
});

test('a wall admin creates a public list and sets its weights; a climber who ticked its climbs ranks with the right score', async ({
  page,
  signedInAs,
  person,
}) => {
  test.slow();
  await signedInAs('Admin Ada');
  const { wallId, climbs } = await wallWithClimbs(page);
  await page.goto(`/walls/${wallId}`);
  const panel = page.getByRole('region', { name: 'Lists' });
  await revealWallSection(page, 'wall-about', panel);
  await panel.getByRole('button', { name: 'New list' }).click();
  const create = page.getByRole('dialog', { name: 'New list' });
  await create.getByLabel('List name').fill('Winter league');
  await create.getByRole('switch', { name: /Public list/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  const league = page.getByRole('list', { name: 'Lists' }).getByRole('listitem', { name: 'Winter league' });
  await expect(league).toContainText('Public');
  const lists = await callApi<{ id: string; name: string }[]>(page, 'GET', `/climb-lists?wall_id=${wallId}`);
  const listId = lists.body.find((l) => l.name === 'Winter league')!.id;
  for (const climbId of Object.values(climbs))
    await callApi(page, 'POST', `/climb-lists/${listId}/climbs?climb_id=${climbId}`);

  const { page: climber } = await person('Ranked Rita');
  await tick(climber, climbs['Warm-up']!, 'flash'); // the easiest: 100 + 0 + 10
  await tick(climber, climbs['The project']!, 'redpoint'); // 7 grades up: 100 + 7 × 20
  await climber.goto(`/walls/${wallId}`);
  await revealWallSection(climber, 'wall-about', climber.getByRole('region', { name: 'Lists' }));
  const seen = climber.getByRole('list', { name: 'Lists' }).getByRole('listitem', { name: 'Winter league' });
  await seen.getByRole('link', { name: 'Rankings of Winter league' }).click();
  await expect(climber.getByRole('heading', { name: 'Rankings for Winter league' })).toBeVisible();
  await expect(climber.getByText('3 climbs • 1 ranked climber')).toBeVisible();
  const rita = climber.getByRole('row').filter({ hasText: 'Ranked Rita' });
  await expect(rita).toContainText('350');
  await expect(rita).toContainText('67% completed');
  await expect(climber.getByRole('button', { name: 'Configure Ranking Weights' })).toHaveCount(0);
  await climber.getByRole('button', { name: 'How Rankings Work' }).click();
  await expect(climber.getByRole('dialog', { name: 'How Rankings Work' })).toContainText(
    '20 more for each grade',
  );
  await expectAccessible(climber, 'rankings');
  await climber.context().close();

  await page.goto(`/walls/${wallId}/lists/${listId}/rankings`);
  await page.getByRole('button', { name: 'Configure Ranking Weights' }).click();
  const weights = page.getByRole('dialog', { name: 'Configure Ranking Weights' });
  await weights.getByLabel('Base score').fill('1000');
  await weights.getByLabel('Flash bonus score').fill('100');
  await weights.getByRole('button', { name: 'Reset' }).click();
  await expect(weights.getByLabel('Base score')).toHaveValue('100');
  await weights.getByLabel('Base score').fill('1000');
  await weights.getByRole('button', { name: 'Save' }).click();
  await expect(weights).toBeHidden();
  // 2 × 1000 + 7 × 20 + 10
  await expect(page.getByRole('row').filter({ hasText: 'Ranked Rita' })).toContainText('2,150');
});

test.describe('on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('rankings show as cards with a medal', async ({ page, signedInAs }) => {
    await signedInAs('Phone Penny');
    const { wallId, climbs } = await wallWithClimbs(page);
    const list = await callApi<{ id: string }>(page, 'POST', '/climb-lists', {
      wall_id: wallId,
      name: 'Board league',
      public: true,
      climb_ids: Object.values(climbs),
    });
    await tick(page, climbs['Crux city']!, 'flash');
    await page.goto(`/walls/${wallId}/lists/${list.body.id}/rankings`);
    const card = page.getByRole('list', { name: 'Rankings' }).getByRole('listitem').first();
    await expect(card).toContainText('Phone Penny');
    await expect(card.getByLabel('1 (Gold)')).toBeVisible();
    await expect(card).toContainText('170');
    await expectAccessible(page, 'rankings on a phone');
  });
});
