import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, LaunchOptions, Page, PlaywrightWorkerArgs } from '@playwright/test';

/** The app's address and the window's screen: its size in CSS px and its pixel ratio (the phone project's). */
export interface AppWindow {
  baseURL: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
}

/** The test's own browser launch: what the config gives every browser (Chromium's path, its flags). */
export type Launcher = Pick<PlaywrightWorkerArgs, 'playwright'> & {
  launchOptions: LaunchOptions;
  headless: boolean;
};

/** The full browser: the headless shell the journeys run in (playwright.config.ts) opens no app window. */
function fullBrowser(executablePath: string | undefined) {
  if (!executablePath?.endsWith('-headless-shell')) return executablePath;
  const full = executablePath.replace(/-headless-shell$/, '');
  return existsSync(full) ? full : executablePath;
}

/**
 * A window of the app as an installed app shows it (`display-mode: standalone`, no browser toolbars): Chromium's
 * own `--app` window, in a browser of its own with the phone's screen and touch, signed in as `from` is (its
 * cookies and storage). Emulating the media feature does not reach `display-mode` (Chromium 156 ignores it in
 * `Emulation.setEmulatedMedia`), so only a real app window is one.
 *
 * Not `isMobile`: with it Playwright closes a persistent context's first window and opens a tab in its place
 * (its `loadDefaultContext`, for Chromium), so the app window would be gone and the journey left with an
 * about:blank tab, in the test runner as in a plain Node script. Touch (`hasTouch`) gives the coarse pointer;
 * the app's viewport tag makes the layout as wide as the window, as on a phone.
 */
export async function openInstalledApp(
  { playwright, launchOptions, headless }: Launcher,
  from: BrowserContext,
  { baseURL, viewport, deviceScaleFactor }: AppWindow,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'spraybook-installed-'));
  const app = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    executablePath: fullBrowser(launchOptions.executablePath),
    headless,
    // Opened on a plain file of the app's origin (its icon), not the app: the window takes `from`'s state first.
    // An http address: Chromium opens no app window for `--app=about:blank`, only a tab.
    args: [...(launchOptions.args ?? []), `--app=${new URL('/icon.svg', baseURL).href}`],
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile: false,
    hasTouch: true,
  });
  const close = async () => {
    await app.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await app.setStorageState(await from.storageState());
    const page = app.pages()[0]!;
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Whether the page is shown as an installed app is (what the app's own `INSTALLED_QUERY` asks). */
export const isStandalone = (page: Page) =>
  page.evaluate(() => window.matchMedia('(display-mode: standalone)').matches);
