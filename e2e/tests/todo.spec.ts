import { expect, test } from '@playwright/test';
import { acceptCookies, signUp, signUpNamed } from './support/accounts';
import { blockInternet, newPersonPage } from './support/browser';
import { demoWallId } from './support/climbs';
import { expectAccessible } from './support/accessibility';
import { callApi } from './support/walls';

test.beforeEach(async ({ context }) => {
  await blockInternet(context);
});

test('a climber puts a climb on their to-do list; others see it but only they take it off', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people signing up and their profile pages: longer than one screen's journey on a loaded CI machine.
  test.slow();
  await signUpNamed(page, 'Todo Tom');
  await acceptCookies(page);
  const me = (await callApi<{ id: string }>(page, 'GET', '/users/me')).body.id;
  const wallId = await demoWallId(page);
  const climbs = await callApi<{ climbs: { id: string; name: string }[] }>(
    page,
    'GET',
    `/walls/${wallId}/climbs?limit=100`,
  );
  const climb = climbs.body.climbs.at(-1)!;

  await page.goto(`/walls/${wallId}/climbs/${climb.id}?tab=details`);
  const todo = page.getByRole('button', { name: 'To-do' });
  await expect(todo).toHaveAttribute('aria-pressed', 'false');
  await todo.click();
  await expect(todo).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/user/${me}/todo-list`);
  await expect(page.getByRole('heading', { name: 'Your to-do list' })).toBeVisible();
  const list = page.getByRole('list', { name: 'To-do list' });
  await expect(list.getByRole('link', { name: climb.name })).toBeVisible();
  await expectAccessible(page, 'to-do list');

  const other = await newPersonPage(browser, baseURL);
  await other.goto('/');
  await signUp(other);
  await other.goto(`/user/${me}/todo-list`);
  await expect(other.getByRole('heading', { name: "Todo Tom's to-do list" })).toBeVisible();
  await expect(other.getByRole('link', { name: climb.name })).toBeVisible();
  await expect(other.getByRole('button', { name: /Remove .* from the to-do list/ })).toHaveCount(0);
  await other.context().close();

  await list.getByRole('button', { name: `Remove ${climb.name} from the to-do list` }).click();
  await expect(page.getByText('Nothing to do yet: add climbs from their page.')).toBeVisible();
});
