import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { generateSpraywall } from '../../server/src/demo/synthetic-wall.ts';
import { checkTargetSizes } from './support/target-size';
import { expectSettledPageAccessible } from './support/settle';
import { createWallViaApi, uniqueWallName } from './support/walls';

// The wall's own model on a phone: after five holds are confirmed, "Suggest again" says how many it
// learned from and suggests with it; "Forget what you learned" drops it. LEARNING_PHOTO=… runs it on
// another photo and LEARNING_SHOTS=dir saves the screens (to look at; docs/performance-log/hold-tracing.md).
const SHOTS = process.env.LEARNING_SHOTS;

const canvas = (page: Page) => page.getByRole('region', { name: /^Holds of / });
const holds = (page: Page) => canvas(page).locator('polygon[data-hold-id]');
const suggestionsLeft = (page: Page) => page.getByText(/ suggestions? left$/);
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test.describe('on a 390-px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('suggestions learn from the confirmed holds, say how many, and forget on request', async ({
    page,
    signedInAs,
  }) => {
    test.setTimeout(600_000);
    const photo = process.env.LEARNING_PHOTO
      ? await readFile(process.env.LEARNING_PHOTO)
      : (await generateSpraywall({ seed: 21, width: 1200, height: 900, holdCount: 14 })).jpeg;
    await signedInAs('Learning Lena');
    const wallId = await createWallViaApi(page, { name: uniqueWallName('Learned board') }, photo);
    await page.goto(`/walls/${wallId}/edit-holds`);
    const help = page.getByRole('dialog', { name: 'Editing holds' });
    await help.getByRole('button', { name: 'Got it' }).tap();
    await expect(help).toBeHidden();
    await expect(canvas(page)).toHaveAttribute('data-holds-drawn', 'true');

    // No hold confirmed yet: today's colour rule, and nothing to forget.
    await page.getByRole('button', { name: 'Suggest', exact: true }).tap();
    await expect(suggestionsLeft(page)).toBeVisible({ timeout: 180_000 });
    await expect(page.getByRole('button', { name: 'Suggest again', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forget what you learned' })).toHaveCount(0);
    await shoot(page, '1-first-suggestions');

    // Accepting them confirms holds: the worker learns from them, and the button says so.
    const suggested = Number((await suggestionsLeft(page).textContent())!.split(' ')[0]);
    expect(suggested).toBeGreaterThanOrEqual(5);
    await page.getByRole('button', { name: 'Accept all' }).tap();
    await expect(holds(page)).toHaveCount(suggested, { timeout: 120_000 });
    const again = page.getByRole('button', { name: `Suggest again: learned from ${suggested} holds` });
    await expect(again).toBeEnabled({ timeout: 180_000 });
    await shoot(page, '2-confirmed');
    // The learned review on a phone: the tap choice beside undo, the count, Suggest again (its count on a
    // second line) and Accept all in one row, Forget below: the photo starts under 300 px down (340 before),
    // and every control is still big enough for a finger.
    const photoTop = (await canvas(page).boundingBox())!.y;
    expect(photoTop).toBeLessThan(300);
    expect(await checkTargetSizes(page, 'suggest mode, learned')).toEqual([]);
    await again.tap();
    await expect(page.getByText(/holds? suggested|No new holds found/)).toBeVisible({ timeout: 180_000 });
    await expect(suggestionsLeft(page)).toBeVisible();
    await shoot(page, '3-learned-suggestions');
    await expectSettledPageAccessible(page, 'suggest mode, learned from the confirmed holds');

    // Outline mode says what taps learned from too.
    await page.getByRole('button', { name: 'Outline', exact: true }).tap();
    await expect(page.getByText(`Learned from ${suggested} holds on this photo.`)).toBeVisible();

    // Forgetting sets the confirmed holds aside (they stay on the wall): back to the colour rule.
    await page.getByRole('button', { name: 'Suggest', exact: true }).tap();
    await page.getByRole('button', { name: 'Forget what you learned' }).tap();
    await expect(page.getByText('Forgotten')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suggest again', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Forget what you learned' })).toHaveCount(0);
    await expect(holds(page)).toHaveCount(suggested);
    // …and stays forgotten over a reload, in this browser.
    await page.reload();
    await page.getByRole('dialog', { name: 'Editing holds' }).getByRole('button', { name: 'Got it' }).tap();
    await page.getByRole('button', { name: 'Suggest', exact: true }).tap();
    await expect(page.getByRole('button', { name: 'Suggest again', exact: true })).toBeEnabled({
      timeout: 180_000,
    });
  });
});
