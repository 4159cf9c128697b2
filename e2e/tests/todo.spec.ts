import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';

test('a climber puts a climb on their to-do list; others see it but only they take it off', async ({
  page,
  signedInAs,
  person,
  demoWall,
}) => {
  const me = await signedInAs('Todo Tom');
  const climb = demoWall.climbs[0]!;

  await page.goto(`/walls/${demoWall.id}/climbs/${climb.id}?tab=details`);
  const todo = page.getByRole('button', { name: 'To-do' });
  await expect(todo).toHaveAttribute('aria-pressed', 'false');
  await todo.click();
  await expect(todo).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/user/${me.id}/todo-list`);
  await expect(page.getByRole('heading', { name: 'Your to-do list' })).toBeVisible();
  const list = page.getByRole('list', { name: 'To-do list' });
  await expect(list.getByRole('link', { name: climb.name })).toBeVisible();
  await expectAccessible(page, 'to-do list');

  const { page: other } = await person();
  await other.goto(`/user/${me.id}/todo-list`);
  await expect(other.getByRole('heading', { name: "Todo Tom's to-do list" })).toBeVisible();
  await expect(other.getByRole('link', { name: climb.name })).toBeVisible();
  await expect(other.getByRole('button', { name: /Remove .* from the to-do list/ })).toHaveCount(0);
  await other.context().close();

  await list.getByRole('button', { name: `Remove ${climb.name} from the to-do list` }).click();
  await expect(page.getByText('Nothing to do yet: add climbs from their page.')).toBeVisible();
});
