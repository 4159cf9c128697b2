import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { addSquareHolds, climbCanvas, closeClimbHelp, tapHold, type PhotoHold } from './support/climbs';
import { callApi, createWallViaApi, uniqueWallName } from './support/walls';
import { expectSettledPageAccessible } from './support/settle';

const FONT = ['5', '5+', '6A', '6A+', '6B', '6B+', '6C'];
const fontId = (grade: string) => FONT.indexOf(grade) + 2;

/** A wall of 18 climbs named 'Problem 01'…'Problem 18', graded 5 to 6C in turn; holds a, b, c. */
async function buildWall(page: Page) {
  const wallId = await createWallViaApi(page, { name: uniqueWallName('Board') });
  // Squares 0.12 × 0.16 around (0.2, 0.3), (0.5, 0.3) and (0.8, 0.3).
  const holds = await addSquareHolds(
    page,
    wallId,
    [
      [0.14, 0.22],
      [0.44, 0.22],
      [0.74, 0.22],
    ],
    0.12,
  );
  const [a, b, c] = holds as [PhotoHold, PhotoHold, PhotoHold];
  const ids: string[] = [];
  for (let i = 1; i <= 18; i++) {
    // Problem 18 alone goes from a to c; the rest from a to b.
    const res = await callApi<{ id: string }>(page, 'POST', '/climbs', {
      wall_id: wallId,
      name: `Problem ${String(i).padStart(2, '0')}`,
      start_holds: [a.id],
      top_holds: [i === 18 ? c.id : b.id],
      grade: fontId(FONT[i % FONT.length]!),
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return { wallId, ids, holds: { a, b, c } };
}

const rowNames = (page: Page) =>
  page.getByRole('table', { name: 'Climbs' }).getByRole('row').locator('td:first-child');

test('a climber sorts the list by a column three times, scrolls to load more, and filters by grade and not ticked yet', async ({
  page,
  signedInAs,
}) => {
  test.slow();
  await signedInAs('List Lena');
  const { wallId, ids } = await buildWall(page);
  // Lena has ticked Problem 02 and Problem 09 (both 6A).
  for (const id of [ids[1], ids[8]])
    await callApi(page, 'POST', '/ascents', {
      climb_id: id,
      ascent_date: '2026-11-20',
      ascent_type: 'flash',
      attempts: 1,
    });

  await page.goto(`/walls/${wallId}/list`);
  await expect(page.getByText('18 climbs')).toBeVisible();
  await expect(rowNames(page).first()).toHaveText('Problem 18');
  // 15 rows nearly fill a desktop screen, so the next 15 may come at once; scrolling down brings them
  // (again if the first scroll came while the page was still shorter than the screen).
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(rowNames(page)).toHaveCount(18, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page, 'climbs list');
  await expect(page.getByText('Scroll to load more...')).toBeHidden();
  // Ticked rows are shaded and say so.
  await expect(
    page.getByRole('row').filter({ hasText: 'Problem 02' }).getByRole('img', { name: 'Ticked' }),
  ).toBeVisible();

  const nameHeader = page.getByRole('columnheader', { name: /Name/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rowNames(page).first()).toHaveText('Problem 18');
  await expect(page).toHaveURL(/sort_key=name/);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rowNames(page).first()).toHaveText('Problem 01');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(page).toHaveURL(`/walls/${wallId}/list`);

  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter climbs' });
  await drawer.getByRole('combobox', { name: 'From grade' }).click();
  await page.getByRole('option', { name: '6B', exact: true }).click();
  await drawer.getByRole('combobox', { name: 'To grade' }).click();
  await page.getByRole('option', { name: '6A', exact: true }).click();
  await expect(drawer.getByText("The 'from' grade is above the 'to' grade.")).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Show climbs' })).toBeDisabled();
  await drawer.getByRole('combobox', { name: 'From grade' }).click();
  await page.getByRole('option', { name: '6A', exact: true }).click();
  await drawer.getByRole('switch', { name: 'Not ticked yet' }).check();
  await expectAccessible(page, 'climb filters');
  await drawer.getByRole('button', { name: 'Show climbs' }).click();
  await expect(page).toHaveURL(/grade_from=4&grade_to=4&exclude_ticked=true/);
  // 6A is every seventh problem from 2: 02, 09, 16; 02 and 09 are ticked.
  await expect(rowNames(page)).toHaveText(['Problem 16']);
  await expect(page.getByRole('button', { name: /Filters/ })).toContainText('2');

  // The filters are in the URL: Back returns to the unfiltered list.
  await page.goBack();
  await expect(page.getByText('18 climbs')).toBeVisible();
});

test('a climber opens the list from a bar of the grade histogram, and filters by a hold on the photo', async ({
  page,
  signedInAs,
}) => {
  test.slow();
  await signedInAs('Histo Hal');
  const { wallId, holds } = await buildWall(page);
  await page.goto(`/walls/${wallId}`);
  await page.getByRole('link', { name: '6B+: 2 climbs' }).click();
  await expect(page).toHaveURL(/\/list\?grade_system=Font&grade_from=7&grade_to=7$/);
  await expect(rowNames(page)).toHaveText(['Problem 12', 'Problem 05']);

  // A climb opened from the filtered list steps through that list with Previous and Next.
  await rowNames(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/climbs\/[0-9a-f-]+\?grade_system=Font&grade_from=7&grade_to=7$/);
  await expect(climbCanvas(page, 'Problem 12')).toHaveAttribute('data-holds-drawn', 'true');
  // The photo opens zoomed in on the climb, so its corners may be off screen: a tap in the middle.
  await climbCanvas(page, 'Problem 12').click();
  const sheet = page.getByRole('region', { name: 'Climb info' });
  await expect(sheet).toContainText('1 of 2');
  await sheet.getByRole('link', { name: 'Next climb' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Problem 05');
  await expect(sheet).toContainText('2 of 2');
  await expect(page).toHaveURL(/grade_from=7&grade_to=7$/);

  await page.goto(`/walls/${wallId}/list`);
  // Filters is pressed once the list has loaded, and the drawer is seen open before its buttons.
  await expect(page.getByText('18 climbs')).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter climbs' })).toBeVisible();
  await page.getByRole('button', { name: 'Pick holds on the photo' }).click();
  const canvas = page.getByRole('region', { name: 'Pick holds' });
  await expect(canvas.locator('img').first()).toBeVisible();
  await tapHold(page, holds.c, 1, false, canvas);
  await expect(page.getByText('Uses 1 · avoids 0')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Show climbs' }).click();
  await expect(rowNames(page)).toHaveText(['Problem 18']);
  // Avoiding c instead leaves the other 17.
  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByRole('button', { name: 'Pick holds on the photo' }).click();
  await tapHold(page, holds.c, 1, false, page.getByRole('region', { name: 'Pick holds' }));
  await expect(page.getByText('Uses 0 · avoids 1')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Show climbs' }).click();
  await expect(page.getByText('17 climbs')).toBeVisible();
});

test("the climb editor warns before saving a climb whose holds another climb already uses: 'This looks like …'", async ({
  page,
  signedInAs,
}) => {
  await signedInAs('Copy Cat');
  const { wallId, holds } = await buildWall(page);
  await page.goto(`/walls/${wallId}/add-climb`);
  await closeClimbHelp(page);
  // The tap cycle: intermediate, start, top.
  await tapHold(page, holds.a, 2);
  await tapHold(page, holds.c, 3);
  await page.getByRole('button', { name: 'Submit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add climb' });
  await expect(drawer.getByText('This looks like Problem 18')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Problem 18' })).toHaveAttribute('target', '_blank');
  // The notice's link is readable on its yellow (the theme's link blue was not).
  await expectSettledPageAccessible(page, 'Add climb form with a similar climb');
});

test.describe('on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the list shows cards, sorts from the menu and loads more by scrolling', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('Phone Pia');
    const { wallId } = await buildWall(page);
    await page.goto(`/walls/${wallId}/list`);
    const cards = page.getByRole('list', { name: 'Climbs' }).getByRole('listitem');
    await expect(cards).toHaveCount(15);
    await expect(page.getByText('Scroll to load more...')).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).tap();
    await page.getByRole('option', { name: 'Grade' }).tap();
    await expect(cards.first()).toContainText('6C');
    await page.getByText('Scroll to load more...').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(18);
    await expectAccessible(page, 'climbs list on a phone');
  });
});
