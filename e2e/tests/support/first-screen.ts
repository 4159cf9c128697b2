import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { blockInternet } from './browser';

/** The server's first screen (server/src/first-screen), shown over the app until its page is drawn. */
export const firstScreen = (page: Page) => page.locator('#first-screen');

/** Waits until the app has taken over from the first screen (or there was none). */
export async function appTookOver(page: Page) {
  await expect(firstScreen(page)).toHaveCount(0, { timeout: 30_000 });
}

/** A pixel differs when one of its channels is further apart than this (anti-aliasing stays below). */
const CHANNEL_TOLERANCE = 40;

/** The share of pixels that differ between two PNG screenshots of the same size, counted in a canvas. */
export async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second, tolerance]) => {
      const pixels = async (base64: string) => {
        // An image, not fetch(): the app's policy allows data: images, not data: connections.
        const bitmap = new Image();
        bitmap.src = `data:image/png;base64,${base64}`;
        await bitmap.decode();
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.length !== y.length) return 1;
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) {
        const far = [0, 1, 2].some((c) => Math.abs(x[i + c]! - y[i + c]!) > tolerance);
        if (far) differing++;
      }
      return differing / (x.length / 4);
    },
    [a.toString('base64'), b.toString('base64'), CHANNEL_TOLERANCE] as const,
  );
}

/**
 * Screenshots of a page's first screen alone (the app's code never arrives: what paints before it;
 * inline scripts run, as the climb page's fits its photo) and of the app once it took over, clipped
 * to the first screen's height, in a fresh context each. The app is kept to the photo file the first
 * screen showed, so a sharper one arriving later (on a zoomed climb) does not count as drift.
 */
export async function firstScreenAndApp(
  browser: Browser,
  url: string,
  options: BrowserContextOptions,
  visitor: {
    /** Local preferences (spraybook-pref:…) this browser kept from an earlier visit. */
    preferences?: Record<string, unknown>;
    /** A first visit indeed: the cookie notice not yet accepted, so both draw it. */
    cookieNotice?: boolean;
  } = {},
) {
  const { preferences = {}, cookieNotice = false } = visitor;
  const shoot = async (firstScreenOnly: boolean, seen?: { height: number; photo: string | null }) => {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
    await blockInternet(context);
    await context.addInitScript((kept) => {
      for (const [key, value] of Object.entries(kept))
        localStorage.setItem(`spraybook-pref:${key}`, JSON.stringify(value));
    }, preferences);
    if (!cookieNotice)
      await context.addCookies([{ name: 'cookie_consent', value: 'true', url: options.baseURL! }]);
    if (firstScreenOnly) await context.route('**/assets/**', (route) => route.abort());
    const keptPhoto = seen?.photo;
    if (keptPhoto) {
      await context.route('**/images/**', (route) =>
        route.request().url() === keptPhoto ? route.fallback() : route.abort(),
      );
    }
    const page = await context.newPage();
    await page.goto(url);
    if (firstScreenOnly) {
      await expect(firstScreen(page)).toBeVisible();
      // The climb page's photo: drawn before the screenshot, as the app's is before it takes over.
      await page.waitForFunction(() => {
        const photo = document.querySelector<HTMLImageElement>('#fs-canvas-photo');
        return !photo || (photo.complete && photo.naturalWidth > 0);
      });
    } else await appTookOver(page);
    await page.evaluate(() => document.fonts.ready);
    const height =
      seen?.height ?? (await page.evaluate(() => document.getElementById('first-screen')!.offsetHeight));
    const photo = await page.evaluate(
      () => document.querySelector<HTMLImageElement>('#fs-canvas-photo')?.currentSrc || null,
    );
    const width = page.viewportSize()!.width;
    const shot = await page.screenshot({ clip: { x: 0, y: 0, width, height } });
    await context.close();
    return { shot, height, photo };
  };
  const first = await shoot(true);
  const app = await shoot(false, first);
  return { first: first.shot, app: app.shot };
}
