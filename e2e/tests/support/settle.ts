import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

/**
 * Waits for the page's running CSS transitions and animations that have an end (a toast sliding in,
 * a dialog or map popup fading in); endless ones such as spinners are ignored. Colour contrast is
 * only meaningful once a fade-in has finished.
 */
export async function animationsFinished(page: Page) {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** `expectAccessible` once the page has settled: no fade-in or slide-in still under way. */
export async function expectSettledPageAccessible(page: Page, label = page.url()) {
  await animationsFinished(page);
  await expectAccessible(page, label);
}
