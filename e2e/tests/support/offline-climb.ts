import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookies, signUpNamed } from './accounts';
import { demoWallId } from './climbs';
import { wholeAppKept } from './offline';
import { newClimb, ticksOf, unique } from './ticking';
import { callApi } from './walls';

/**
 * Signed up, on a new climb's page with both tabs loaded once while online, and the whole app kept by the worker
 * (as at home before the gym): the pages a climber goes on to offline (a tick's edit, a grade vote) were never
 * opened, and the worker keeps them only once the pages are quiet (0224), which a journey's pace can outrun.
 */
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
  await wholeAppKept(page);
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

/**
 * A tick and a To-do made without signal, then the app started again with none: the climb's ticks, the
 * climber's ticks page (a table on a wide screen, cards on a phone) and To-do show them waiting, from the
 * kept answers and the queue; with signal again both reach the server once.
 */
export async function waitingWritesSurviveAnOfflineReload(page: Page, context: BrowserContext) {
  test.slow();
  const { name, climbId, url } = await onAClimbOnline(page, 'Reload Rhea');
  const me = (await callApi<{ id: string }>(page, 'GET', '/users/me')).body;
  // The ticks page opened once online, as the climb page was.
  await page.goto(`/user/${me.id}/ticks`);
  await expect(page.getByText('No ticks logged yet, get tickin!')).toBeVisible();
  await page.goto(url);

  await flashOffline(page, context, { name });
  await page.getByRole('tab', { name: 'Details' }).click();
  const todo = page.getByRole('button', { name: 'To-do' });
  await todo.click();
  await expect(todo).toHaveAttribute('aria-pressed', 'true');
  await expect(todo.getByRole('img', { name: 'Waiting to send' })).toBeVisible();

  // The app starts again with no signal: the kept ticks answers and the queue make the same page.
  await page.reload();
  const ticks = page.getByRole('list', { name: 'Ticks' });
  await expect(ticks.getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  await expect(todo).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/user/${me.id}/ticks`);
  const waitingTick = page.locator('tr, article').filter({ hasText: name });
  await expect(waitingTick.getByRole('img', { name: 'Waiting to send' })).toBeVisible();

  // Signal again: both are sent once, and the ticks page shows the server's tick.
  await context.setOffline(false);
  await expect(waitingTick.getByRole('img', { name: 'Waiting to send' })).toHaveCount(0);
  await expect(waitingTick).toBeVisible();
  await expect.poll(async () => (await ticksOf(page, climbId)).body.ascents.length).toBe(1);
  const todos = await callApi<{ climbs_todo: string[] }>(page, 'GET', '/users/me');
  expect(todos.body.climbs_todo).toContain(climbId);
}
