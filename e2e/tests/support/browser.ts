import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Lets the browser reach only the app under test: map tiles and anything else on the internet are
 * refused at once, as on a machine with no network, so journeys never wait on DNS timeouts. `hosts`
 * are the app's names (another for a journey that maps one to loopback).
 */
export async function blockInternet(context: BrowserContext, hosts = ['localhost', '127.0.0.1']) {
  await context.route(
    (url) => !hosts.includes(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
}

/**
 * A second, separate browser (its own cookies and storage) for another person in the same journey.
 * `browser.newContext()` does not take the config's `use` options, so the base URL and the desktop
 * viewport are passed on here. Close it with `page.context().close()`.
 */
export async function newPersonPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await blockInternet(context);
  return context.newPage();
}
