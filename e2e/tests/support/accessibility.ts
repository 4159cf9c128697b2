import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Axe's serious and critical findings on the page as it is once its finite animations have ended. */
async function blockingViolations(page: Page): Promise<string[]> {
  // Axe reads colours as drawn: a dialog or a toast still fading reads as too little contrast. It waits for
  // the page's transitions and finite animations to end (a loader's endless one is no fade).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
}

/**
 * Fails on any serious or critical accessibility violation on the page as it is now. A toast closes by
 * itself after a few seconds, and one that began to fade while axe read it (a slow machine's CI) read as
 * too little contrast: a finding counts when a second reading, the page settled again, makes it too.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  let summary = await blockingViolations(page);
  if (summary.length) summary = await blockingViolations(page);
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}
