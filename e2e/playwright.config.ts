import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8181);
const baseURL = `http://localhost:${PORT}`;
/** Journeys that run on the phone project only. */
const PHONE_JOURNEYS = /(^|\/)(mobile|[\w-]+\.phone)\.spec\.ts$/;
/** The app update journey publishes a new version that every open page would be offered: it runs alone, last. */
const UPDATE_JOURNEY = /(^|\/)app-update\.spec\.ts$/;
// Debian's Chromium; Playwright cannot download its own browser here. Its headless shell (the same engine
// without the full browser's UI) where installed: journeys took about a quarter less CPU in it. What only
// the full browser has runs there: a journey tagged FULL_BROWSER (Background Sync: the shell is the old
// headless mode, which never fires `sync`) on a project of its own, and an installed app's --app window
// (support/installed-app.ts launches it).
const firstInstalled = (...paths: string[]) => paths.find((path) => existsSync(path));
const fullBrowserPath = process.env.CHROMIUM_PATH || firstInstalled('/usr/bin/chromium');
const executablePath =
  process.env.CHROMIUM_PATH || firstInstalled('/usr/bin/chromium-headless-shell') || fullBrowserPath;
const FULL_BROWSER = /@full-browser/;
/** Benchmarks written as journeys (the demo wall's tap count) run only from `npm run bench:tracing`. */
const BENCH = process.env.TRACING_TAPS_FILE ? [] : [/@bench/];

const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No internet, as on a machine without a network: any other name fails to resolve at once, so
  // journeys never wait on DNS timeouts (map tiles, fonts). Not request routing: Playwright's routing
  // turns the browser's HTTP cache off and sends every request, the service worker's too, through
  // the test runner.
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`,
];

export default defineConfig({
  testDir: './tests',
  // Upper bounds, not waits: on a 2-core machine whose CPU is shared (CI has run 3-5x slower than a quiet
  // run), the tracing worker, a sign-up's redirects and a first screen's hand-over take seconds each.
  // A journey through many screens says `test.slow()` (three times this) rather than a number of its own.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  grepInvert: BENCH,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records every action's snapshots: kept for CI's retry of a failed journey only (it took
    // 29 % of three journeys' CPU when recorded for every one), for every failure on a developer's machine.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: browserArgs,
    },
  },
  // Each journey runs on one project: `mobile.spec.ts` and `*.phone.spec.ts` on the phone (Pixel 7,
  // touch), the app update alone after all others, one tagged FULL_BROWSER on the desktop in the full
  // browser, every other one on the desktop.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: [PHONE_JOURNEYS, UPDATE_JOURNEY],
      grepInvert: [...BENCH, FULL_BROWSER],
    },
    {
      name: 'desktop, full browser',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: fullBrowserPath, args: browserArgs },
      },
      testIgnore: [PHONE_JOURNEYS, UPDATE_JOURNEY],
      grep: FULL_BROWSER,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: PHONE_JOURNEYS },
    {
      name: 'app update',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: UPDATE_JOURNEY,
      dependencies: ['desktop', 'desktop, full browser', 'phone'],
    },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
    // A signal it can answer (Playwright's default is SIGKILL): start-server.mjs then drops its database
    // and data folder, which a killed run leaves behind on the machine.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
