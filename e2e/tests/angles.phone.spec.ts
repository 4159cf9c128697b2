import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CLIMB_PAGE_WORDS, GRADES } from '@spraybook/contract/plain';
import { expect, test } from './fixtures';
import { expectSettledPageAccessible } from './support/settle';
import { tapCounter } from './support/ticking';
import { callApi, createWallViaApi, uniqueWallName } from './support/walls';
import { expectToastShown, recordToasts } from './support/toasts';

/**
 * Issue 47 at the wall, on a 390-px phone: a climber picks the angle the adjustable demo board is at today,
 * ticks at it, and reads a climb's figures at that angle and at its set angle; a fixed wall shows no angle
 * anywhere. docs/screenshots/angle-choice-390.webp and climb-spread-390.webp are made from its pictures.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/angles-shots';
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  // A tick's toast lasts a second: recorded, so a busy machine cannot look past it.
  await recordToasts(page);
});

const wallNamed = async (page: Page, name: string) => {
  const found = await callApi<{ walls: { id: string; name: string }[] }>(
    page,
    'GET',
    `/walls?search_text=${encodeURIComponent(name)}`,
  );
  return found.body.walls.find((w) => w.name === name)!.id;
};
const angleChoice = (page: Page) => page.getByRole('group', { name: 'The angle you climb this wall at' });
const gradeNote = (page: Page) => page.getByTestId('grade-note');
const figures = (page: Page) => page.getByTestId('angle-figures');

test('on the adjustable board a climber chooses 50° in 2 taps, ticks at 50° in 2 more, and reads the climb at 50° and at 40°; a fixed wall shows no angle', async ({
  page,
  signedInAs,
  context,
}) => {
  test.slow();
  await signedInAs('Angle Annie');
  const boardId = await wallNamed(page, 'Demo Gym Board');
  const taps = tapCounter('tap');

  // The wall home: today's angle starts at the board's default, 40°; − and + change it 5° a tap.
  await page.goto(`/walls/${boardId}`);
  const choice = angleChoice(page);
  await expect(choice).toContainText('Today at 40°');
  await taps.tap(choice.getByRole('button', { name: 'Steeper, 5° more' }));
  await taps.tap(choice.getByRole('button', { name: 'Steeper, 5° more' }));
  await expect(choice).toContainText('Today at 50°');
  expect(taps.count).toBe(2);
  await expect(page.getByRole('figure', { name: 'Climbs by grade at 50°' })).toBeVisible();
  await expectSettledPageAccessible(page, 'board home at 50°, on a phone');
  // Under the top bar: the choice and the rows at 50° (a climb nobody climbed there says 'set at 40°').
  await page.getByRole('heading', { name: 'Climbs', level: 2 }).evaluate((heading) => {
    heading.scrollIntoView();
    window.scrollBy(0, -190);
  });
  await expect(page.getByRole('list', { name: 'Climbs' }).getByText('set at 40°')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/angle-choice-390.png` });

  // The climb page keeps the choice (on this phone, per wall): Forty-fifty, set at 40°, climbed at 50° twice. Its
  // title says the grade is at 50°; the sheet's details hold the choice and the figures there.
  await page
    .getByRole('list', { name: 'Climbs' })
    .getByRole('link', { name: /Forty-fifty/ })
    .tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forty-fifty');
  await expect(page.getByText('at 50°', { exact: true })).toBeVisible();
  const sheet = page.getByRole('region', { name: 'Climb info' });
  await sheet.getByRole('button', { name: CLIMB_PAGE_WORDS.moreInfo }).tap();
  await expect(angleChoice(page)).toContainText('Today at 50°');
  await expect(figures(page)).toContainText('2 ticks');

  // Tick, a grade feel, Flash: the tick sheet starts at today's 50°.
  taps.reset();
  await taps.tap(sheet.getByRole('button', { name: 'Tick', exact: true }));
  const tickSheet = page.getByRole('dialog', { name: 'Tick Forty-fifty' });
  await expect(tickSheet.getByRole('group', { name: 'Angle' })).toContainText('50°');
  await expectSettledPageAccessible(page, 'tick sheet with its angle, on a phone');
  await page.screenshot({ path: `${SHOTS}/tick-sheet-angle-390.png` });
  // The grade feels centre on the climb's grade at the sheet's angle: at 50°, then at 40° two taps less.
  const climbId = page.url().split('/climbs/')[1]!.split(/[?#/]/)[0]!;
  const { angles } = (
    await callApi<{ angles: { angle: number; grade: number | null }[] }>(page, 'GET', `/climbs/${climbId}`)
  ).body;
  const gradeAt = (angle: number) =>
    GRADES.find((g) => g.id === angles.find((a) => a.angle === angle)!.grade)!;
  const feels = tickSheet.getByRole('group', { name: /Grade feel/ }).getByRole('button');
  await expect(feels).toHaveCount(5);
  await expect(feels.nth(2)).toHaveText(gradeAt(50).grade);
  const sheetAngle = tickSheet.getByRole('group', { name: 'Angle' });
  await sheetAngle.getByRole('button', { name: 'Less steep, 5° less' }).tap();
  await sheetAngle.getByRole('button', { name: 'Less steep, 5° less' }).tap();
  await expect(sheetAngle).toContainText('40°');
  await expect(feels.nth(2)).toHaveText(gradeAt(40).grade);
  expect(gradeAt(40).grade).not.toBe(gradeAt(50).grade);
  await sheetAngle.getByRole('button', { name: 'Steeper, 5° more' }).tap();
  await sheetAngle.getByRole('button', { name: 'Steeper, 5° more' }).tap();
  await expect(sheetAngle).toContainText('50°');
  await tickSheet.getByRole('button', { name: '6C+', exact: true }).tap();
  await taps.tap(tickSheet.getByRole('button', { name: 'Flash', exact: true }));
  await expectToastShown(page, 'Your ascent has been logged');
  await expect(tickSheet).toBeHidden();
  expect(taps.count).toBe(2);

  // At 50° now: 3 ticks, and the three grade votes there spread from 6C+ to 7A.
  await expect(figures(page)).toContainText('3 ticks');
  await expect(gradeNote(page)).toHaveText('most votes 6C+–7A (3 votes)');
  const me = (await callApi<{ id: string }>(page, 'GET', '/users/me')).body;
  const ticks = await callApi<{ ascents: { angle: number }[] }>(page, 'POST', '/ascents/query', {
    user_id: me.id,
  });
  expect(ticks.body.ascents.map((a) => a.angle)).toEqual([50]);
  await expectSettledPageAccessible(page, 'climb page at 50° with the spread, on a phone');
  await page.screenshot({ path: `${SHOTS}/climb-spread-390.png` });

  // Without signal the next climb's tick waits on the phone with its angle, and reaches the server with it.
  await context.setOffline(true);
  await sheet.getByRole('link', { name: CLIMB_PAGE_WORDS.nextClimb }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilt warm-up');
  await sheet.getByRole('button', { name: 'Tick', exact: true }).tap();
  const offlineSheet = page.getByRole('dialog', { name: 'Tick Tilt warm-up' });
  await expect(offlineSheet.getByRole('group', { name: 'Angle' })).toContainText('50°');
  await offlineSheet.getByRole('button', { name: 'Flash', exact: true }).tap();
  await expectToastShown(page, 'Saved on this phone');
  await expect(offlineSheet).toBeHidden();
  await context.setOffline(false);
  await expect
    .poll(async () => {
      const sent = await callApi<{ ascents: { climb_name: string; angle: number }[] }>(
        page,
        'POST',
        '/ascents/query',
        { user_id: me.id },
      );
      return sent.body.ascents.map((a) => `${a.climb_name} at ${a.angle}`).sort();
    })
    .toEqual(['Forty-fifty at 50', 'Tilt warm-up at 50']);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forty-fifty');
  if ((await angleChoice(page).count()) === 0)
    await sheet.getByRole('button', { name: CLIMB_PAGE_WORDS.moreInfo }).tap();

  // At 45° nobody climbed it: its set angle's figures, and it says so. At 40°, the set angle's own.
  await angleChoice(page).getByRole('button', { name: 'Less steep, 5° less' }).tap();
  await expect(angleChoice(page)).toContainText('Today at 45°');
  await expect(gradeNote(page)).toContainText('set at 40°');
  await angleChoice(page).getByRole('button', { name: 'Less steep, 5° less' }).tap();
  await expect(angleChoice(page)).toContainText('Today at 40°');
  await expect(figures(page)).toContainText('2 ticks');
  await expect(gradeNote(page)).toHaveText('most votes 6B–6B+ (3 votes)');
  await expect(page.getByTestId('climb-grade')).toHaveText('6B+');

  // The Details tab says the same at 40°.
  await page.getByRole('tab', { name: 'Details' }).tap();
  await expect(page.getByText('Grade at 40°', { exact: true })).toBeVisible();
  await expect(page.getByText('Ticks at 40°', { exact: true })).toBeVisible();
  await expectSettledPageAccessible(page, 'climb details at 40°, on a phone');
  await page.screenshot({ path: `${SHOTS}/climb-details-40-390.png`, fullPage: false });

  // The list at 40°: Steep crimps, set at 50° and climbed at 45° and 50°, shows its set angle's figures.
  await page.goto(`/walls/${boardId}/list`);
  const steep = page
    .getByRole('list', { name: 'Climbs' })
    .getByRole('listitem')
    .filter({ hasText: 'Steep crimps' });
  await expect(steep).toContainText('set at 50°');
  await expectSettledPageAccessible(page, 'climbs list at 40°, on a phone');
  await page.screenshot({ path: `${SHOTS}/climbs-list-40-390.png` });

  // The list at 40° with only benchmarks: none on the board yet.
  await page.goto(`/walls/${boardId}/list?benchmark=true`);
  await expect(angleChoice(page)).toContainText('Today at 40°');
  await expect(page.getByText('No climb matches these filters.')).toBeVisible();

  // A fixed wall: no angle on its home, its list, its climb page (details too) or its tick sheet.
  const fixedId = await createWallViaApi(page, { name: uniqueWallName('Fixed') });
  const holdIds: string[] = [];
  for (const x of [0.2, 0.6]) {
    const square = [
      { x, y: 0.3 },
      { x: x + 0.1, y: 0.3 },
      { x: x + 0.1, y: 0.4 },
      { x, y: 0.4 },
    ];
    const hold = await callApi<{ hold_id: string }>(
      page,
      'POST',
      `/walls/${fixedId}/revisions/latest/holds`,
      {
        bounding_polygon: square,
      },
    );
    holdIds.push(hold.body.hold_id);
  }
  const fixedClimb = await callApi<{ id: string }>(page, 'POST', '/climbs', {
    wall_id: fixedId,
    name: 'Fixed line',
    start_holds: [holdIds[0]],
    top_holds: [holdIds[1]],
  });
  await page.goto(`/walls/${fixedId}`);
  await expect(page.getByRole('list', { name: 'Climbs' })).toBeVisible();
  await expect(angleChoice(page)).toHaveCount(0);
  await page.goto(`/walls/${fixedId}/list`);
  await expect(page.getByRole('heading', { name: 'Climbs', level: 1 })).toBeVisible();
  await expect(angleChoice(page)).toHaveCount(0);
  await page.goto(`/walls/${fixedId}/climbs/${fixedClimb.body.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixed line');
  const fixedSheet = page.getByRole('region', { name: 'Climb info' });
  await fixedSheet.getByRole('button', { name: CLIMB_PAGE_WORDS.moreInfo }).tap();
  await expect(fixedSheet.getByRole('switch', { name: 'Spotlight' })).toBeVisible();
  await fixedSheet.getByRole('button', { name: 'Tick', exact: true }).tap();
  const fixedTick = page.getByRole('dialog', { name: 'Tick Fixed line' });
  await expect(fixedTick.getByRole('button', { name: 'Flash', exact: true })).toBeVisible();
  await expect(fixedTick.getByRole('group', { name: 'Angle' })).toHaveCount(0);
  await expect(angleChoice(page)).toHaveCount(0);
  await expect(page.getByText(/Today at|°/)).toHaveCount(0);

  // The climber's ticks: a tick on the board says the angle it was climbed at, one on the fixed wall none.
  await fixedTick.getByRole('button', { name: 'Flash', exact: true }).tap();
  await expectToastShown(page, 'Your ascent has been logged');
  await page.goto(`/user/${me.id}/ticks`);
  const card = (name: string) => page.getByRole('article').filter({ hasText: name });
  await expect(card('Forty-fifty')).toContainText('at 50°');
  await expect(card('Tilt warm-up')).toContainText('at 50°');
  await expect(card('Fixed line')).toContainText('Flash!');
  await expect(card('Fixed line')).not.toContainText('°');
  await expectSettledPageAccessible(page, 'ticks with their angles, on a phone');
  await page.screenshot({ path: `${SHOTS}/ticks-angle-390.png` });
});
