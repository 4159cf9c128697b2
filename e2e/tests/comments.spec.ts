import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { demoClimb } from './support/climbs';
import { revealWallSection } from './support/walls';

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

async function postComment(page: Page, section: ReturnType<Page['getByRole']>, text: string) {
  await section.getByRole('button', { name: 'Add comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add comment' });
  await dialog.getByLabel('Comment').fill(text);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();
}

test('climbers comment and reply on a climb, edit and remove their own words, and the wall shows it under Recent comments', async ({
  page,
  signedInAs,
  person,
}) => {
  test.slow();
  await signedInAs('Chatty Cat');
  const { wallId, climbId, name } = await demoClimb(page);
  const question = unique('Which foot for the crux?');

  await page.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  const section = page.getByRole('region', { name: 'Comments' });
  await section.getByRole('button', { name: 'Add comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add comment' });
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog.getByText("Comment can't be empty")).toBeVisible();
  await dialog.getByLabel('Comment').fill(question);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();
  const thread = section.getByRole('listitem').filter({ hasText: question }).first();
  await expect(thread).toContainText('Chatty Cat');
  await expectAccessible(page, 'climb comments');

  const { page: other } = await person('Reply Rex');
  await other.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  const seen = other
    .getByRole('region', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: question })
    .first();
  await expect(seen.getByRole('button', { name: 'Comment actions' })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Reply' }).click();
  const replyDialog = other.getByRole('dialog', { name: 'Reply' });
  await replyDialog.getByLabel('Comment').fill('Left heel, then match');
  await replyDialog.getByRole('button', { name: 'Reply' }).click();
  await expect(seen.getByRole('list', { name: 'Replies' })).toContainText('Left heel, then match');
  await other.context().close();

  await page.reload();
  await expect(thread.getByRole('list', { name: 'Replies' })).toContainText('Reply Rex');
  await expect(thread.getByRole('button', { name: 'Reply actions' })).toHaveCount(0);
  await thread.getByRole('button', { name: 'Comment actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit comment' });
  await edit.getByLabel('Comment').fill(`${question} (solved)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(thread).toContainText('(solved)');
  await expect(thread).toContainText('(edited)');

  await page.goto(`/walls/${wallId}`);
  const recent = page.getByRole('region', { name: 'Recent comments' });
  await revealWallSection(page, 'wall-pulse', recent);
  const onClimb = recent.getByRole('listitem').filter({ hasText: question }).first();
  await expect(onClimb.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/walls/${wallId}/climbs/${climbId}`,
  );
  const wallNote = unique('Board reset on Friday');
  await postComment(page, recent, wallNote);
  await expect(recent.getByRole('listitem').filter({ hasText: wallNote })).toBeVisible();

  await page.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  await thread.getByRole('button', { name: 'Comment actions' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove comment' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('This comment has been removed')).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);
});

test('a visitor reads comments and is offered sign-in to add one', async ({ page }) => {
  await page.goto('/');
  const { wallId } = await demoClimb(page);
  await page.goto(`/walls/${wallId}`);
  const recent = page.getByRole('region', { name: 'Recent comments' });
  await revealWallSection(page, 'wall-pulse', recent);
  await expect(recent.getByText('to add comments.')).toBeVisible();
  await expect(recent.getByRole('button', { name: 'Add comment' })).toHaveCount(0);
});

test.describe('on a 390-px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a climber comments on a wall and replies to themself', async ({ page, signedInAs }) => {
    await signedInAs('Phone Pam');
    const { wallId } = await demoClimb(page);
    await page.goto(`/walls/${wallId}`);
    const recent = page.getByRole('region', { name: 'Recent comments' });
    await revealWallSection(page, 'wall-pulse', recent);
    const note = unique('Chalk bucket is empty');
    await postComment(page, recent, note);
    const thread = recent.getByRole('listitem').filter({ hasText: note }).first();
    await thread.getByRole('button', { name: 'Reply' }).tap();
    const reply = page.getByRole('dialog', { name: 'Reply' });
    await reply.getByLabel('Comment').fill('Refilled it');
    await reply.getByRole('button', { name: 'Reply' }).tap();
    await expect(thread.getByRole('list', { name: 'Replies' })).toContainText('Refilled it');
    await expectAccessible(page, 'wall comments on a phone');
  });
});
