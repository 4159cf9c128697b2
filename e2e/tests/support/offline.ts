import { expect, type Page } from '@playwright/test';
import { splitAppFiles } from '../../../web/src/shared/offline/app-files';

/** The service worker's runtime caches (web/src/shared/offline/cache-names.ts). */
export const API_CACHE = 'spraybook-api-v1';
export const IMAGE_CACHE = 'spraybook-images-v1';
/** Where the worker keeps the app's files beyond its shell, after the first visit. */
export const APP_FILES_CACHE = 'spraybook-app-files-v1';

/** Waits until the service worker controls the page: before that, nothing the page loads is kept. */
export async function serviceWorkerControls(page: Page) {
  // Installing precaches the whole app shell (about 200 files) first: on a busy machine, seconds.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 45_000 })
    .toBe(true);
}

/** The addresses (with their account mark) kept in one of the worker's caches. */
export function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url);
  }, cacheName);
}

/** Waits until the worker has kept an API answer whose path is `apiPath` (with any query). */
export async function apiAnswerKept(page: Page, apiPath: string) {
  await expect
    .poll(async () => (await cachedUrls(page, API_CACHE)).some((url) => new URL(url).pathname === apiPath))
    .toBe(true);
}

/**
 * Waits until the worker has kept the whole app beyond its shell (every page's code), as it does after a
 * first visit: the build's file list is the one in the served worker's precache manifest.
 */
export async function wholeAppKept(page: Page) {
  const worker = await (await page.request.get('/sw.js')).text();
  const files = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const { rest } = splitAppFiles(files);
  expect(rest.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await cachedUrls(page, APP_FILES_CACHE)).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(rest.length);
}

/** Waits until the worker has kept at least one photo variant. */
export async function photoKept(page: Page) {
  await expect.poll(async () => (await cachedUrls(page, IMAGE_CACHE)).length).toBeGreaterThan(0);
}

export const offlineIndicator = (page: Page) => page.getByTestId('offline-indicator');

/** Marks the document, to tell a reload (a new document) from a page the app updated in place. */
export const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-marked', ''));
/** Whether the page is still the document `markDocument` marked (no reload since). */
export const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-marked'));
