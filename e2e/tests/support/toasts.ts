import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    spraybookToasts?: string[];
  }
}

/**
 * Keeps the text of every toast the page shows, from now on: a tick's toast lasts a second, and a
 * journey polling for it on a busy machine can look just before it comes and just after it goes.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    window.spraybookToasts = [];
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
        const text = toast.textContent ?? '';
        if (!window.spraybookToasts!.includes(text)) window.spraybookToasts!.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until the page has shown a toast with this text (recorded by `recordToasts`). */
export async function expectToastShown(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => (window.spraybookToasts ?? []).join('\n')), {
      message: `a toast: ${text}`,
    })
    .toContain(text);
}
