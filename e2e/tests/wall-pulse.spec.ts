import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { addSquareHolds } from './support/climbs';
import { callApi, createWallViaApi, revealWallSection, uniqueWallName } from './support/walls';

test("a wall's feed shows new climbs and ticks newest first with Load more, and its leaderboard the top setters, climbers and climbs", async ({
  page,
  signedInAs,
}) => {
  test.slow();
  await signedInAs('Pulse Paula');
  const wallId = await createWallViaApi(page, { name: uniqueWallName('Pulse wall') });
  const holds = (
    await addSquareHolds(page, wallId, [
      [0.2, 0.3],
      [0.6, 0.3],
    ])
  ).map((h) => h.id);
  const ids: string[] = [];
  for (let i = 1; i <= 6; i++) {
    const res = await callApi<{ id: string }>(page, 'POST', '/climbs', {
      wall_id: wallId,
      name: `Line ${i}`,
      start_holds: [holds[0]],
      top_holds: [holds[1]],
    });
    ids.push(res.body.id);
  }
  await callApi(page, 'POST', '/ascents', {
    climb_id: ids[2],
    ascent_date: '2026-11-20',
    ascent_type: 'flash',
    attempts: 1,
  });

  await page.goto(`/walls/${wallId}`);
  const feed = page.getByRole('region', { name: 'Feed' });
  await revealWallSection(page, 'wall-pulse', feed);
  const items = feed.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('Pulse Paula ticked Line 3 (flash)');
  await expect(items.nth(1)).toContainText('set Line 6');
  await feed.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(7);
  await expect(feed.getByRole('button', { name: 'Load more' })).toBeHidden();

  const board = page.getByRole('region', { name: 'Leaderboard' });
  await expect(board).toContainText('Pulse Paula');
  await expect(board).toContainText('6 climbs');
  await expect(board.getByRole('link', { name: 'Line 3' })).toBeVisible();
  await expectAccessible(page, 'wall home with feed and leaderboard');
});
