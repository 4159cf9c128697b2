import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { demoClimb } from './support/climbs';

/** A YouTube id of 11 characters no other run has used, so a rerun never meets its own video. */
const freshYoutubeId = () => `e2e${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11);

test('a climber adds a YouTube beta video: a bad link is refused with the spec text, the player loads only on Play, and only its author removes it', async ({
  page,
  signedInAs,
  person,
}) => {
  test.slow();
  await signedInAs('Beta Bea');
  const { wallId, climbId } = await demoClimb(page);
  const videoId = freshYoutubeId();
  // Its own description too: the demo climb is shared, and a retry must not meet the first try's video.
  const description = `Heel hook, run ${videoId}`;

  await page.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  await page.getByRole('link', { name: 'Add beta video' }).click();
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}/add-beta-video`);
  await expect(page.getByRole('heading', { name: 'Add beta video' })).toBeVisible();

  await page.getByLabel('Link').fill('https://vimeo.com/76979871');
  await page.getByLabel('Description').click();
  await expect(page.getByText('Only YouTube and Instagram is supported.')).toBeVisible();
  await page.getByRole('button', { name: 'Add video' }).click();
  await expect(page).toHaveURL(/add-beta-video$/);

  await page.getByLabel('Link').fill(`https://youtu.be/${videoId}?t=42`);
  await expect(page.getByText('Only YouTube and Instagram is supported.')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Play Preview' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByLabel('Description').fill(description);
  await expect(page.getByText(`${description.length}/100`)).toBeVisible();
  await expectAccessible(page, 'beta video form');
  await page.getByRole('button', { name: 'Add video' }).click();
  await expect(page.getByText('Beta video added')).toBeVisible();
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}`);

  await page.getByRole('tab', { name: 'Details' }).click();
  const videos = page.getByRole('region', { name: 'Beta videos' });
  const mine = videos.getByRole('listitem').filter({ hasText: description });
  // The author's avatar (initials without a picture) stands between 'Added by' and the name.
  await expect(mine).toContainText(/Added by.*Beta Bea/);
  await expect(mine.locator('iframe')).toHaveCount(0);
  await mine.getByRole('button', { name: /^Play Beta video/ }).click();
  await expect(mine.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&start=42`,
  );

  // The same link again by its author keeps the one video (PUT is idempotent).
  await page.goto(`/walls/${wallId}/climbs/${climbId}/add-beta-video`);
  await page.getByLabel('Link').fill(`https://youtu.be/${videoId}?t=42`);
  await page.getByRole('button', { name: 'Add video' }).click();
  await expect(page).toHaveURL(`/walls/${wallId}/climbs/${climbId}`);
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(mine).toHaveCount(1);

  const { page: other } = await person('Other Otto');
  await other.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  const seen = other.getByRole('region', { name: 'Beta videos' }).getByRole('listitem').filter({
    hasText: description,
  });
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('button', { name: /actions$/ })).toHaveCount(0);
  // Another climber's copy of that link is refused by the server, with the spec's text.
  await other.goto(`/walls/${wallId}/climbs/${climbId}/add-beta-video`);
  await other.getByLabel('Link').fill(`https://youtu.be/${videoId}?t=42`);
  await other.getByRole('button', { name: 'Add video' }).click();
  await expect(other.getByTestId('error-dialog-text')).toHaveText('This video is already on the climb.');
  await other.getByRole('button', { name: 'OK' }).click();
  await other.context().close();

  await page.goto(`/walls/${wallId}/climbs/${climbId}?tab=details`);
  await mine.getByRole('button', { name: /actions$/ }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove beta video' });
  await expect(dialog).toContainText("Are you sure? You can't undo this action afterwards.");
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('This beta video has been removed')).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test('a visitor sees beta videos and is asked to sign in to add one', async ({ page }) => {
  await page.goto('/');
  const { wallId, climbId } = await demoClimb(page);
  await page.goto(`/walls/${wallId}/climbs/${climbId}/add-beta-video`);
  await expect(page.getByText('You need to login to add beta videos.')).toBeVisible();
});
