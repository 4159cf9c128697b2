import { CONSENT_COOKIE } from '@spraybook/contract/plain';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import type { ApiResult } from './support/walls';
import { storedUser, tokensFromProvider, type ProviderCookie, type Tokens } from './support/provider';

/**
 * The journeys' fixtures: what a journey needs before the part it is about. Accounts come from the
 * server's sign-in provider over HTTP and reach the browser as oidc-client-ts keeps them (the
 * browser's saved state), the cookie notice is already answered, the demo wall's ids are at hand,
 * and data is set up through the API. Only journeys about sign-up, sign-in or the cookie notice
 * go through those screens.
 */

/** A person with an account: their user id, username, display name, and the API as them. */
export interface Account {
  id: string;
  username: string;
  displayName: string | null;
  /** Calls /api as this account from the test itself (no page needed): for setting data up. */
  api: <T = unknown>(method: string, path: string, body?: unknown) => Promise<ApiResult<T>>;
}

/** The seeded demo wall ("Spraywall of the Month", public on every test server) and its climbs. */
export interface DemoWall {
  id: string;
  /** Its climbs oldest first (up to 100): the seeded ones lead, no journey's climb comes before them. */
  climbs: { id: string; name: string; start_holds: string[] }[];
}

async function callApi<T>(
  baseURL: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(`/api${path}`, baseURL), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T };
}

/**
 * A new account made through the provider, its user created and named as the settings page would
 * (display name and the grade system it suggests). Returns it with the tokens for a browser.
 */
async function newAccount(baseURL: string, displayName: string | null) {
  const username = uniqueUsername();
  const signedUp = await tokensFromProvider(baseURL, username, 'create-account');
  let { tokens } = signedUp;
  let issuedAt = Date.now();
  const api = async <T>(method: string, path: string, body?: unknown) => {
    // The browser has the first tokens (a refresh there rotates them): this side signs in anew.
    if (Date.now() - issuedAt > (tokens.expires_in - 60) * 1000) {
      ({ tokens } = await tokensFromProvider(baseURL, username, 'sign-in'));
      issuedAt = Date.now();
    }
    return callApi<T>(baseURL, tokens.access_token, method, path, body);
  };
  const created = await api<{ id: string }>('POST', '/users', {});
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  if (displayName) {
    const named = await api('PUT', `/users/${id}`, {
      display_name: displayName,
      default_grade_system: 'Font',
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
  }
  const account: Account = { id, username, displayName, api };
  return { account, browserState: signedUp };
}

/**
 * Gives the browser what a sign-in in the UI leaves: the provider's session cookies, and the tokens
 * in localStorage where the app looks for a session.
 */
async function keepSignedIn(
  context: BrowserContext,
  baseURL: string,
  { tokens, cookies }: { tokens: Tokens; cookies: ProviderCookie[] },
  page?: Page,
) {
  await context.addCookies(cookies);
  const { name, value } = await storedUser(baseURL, tokens);
  const at = page ?? (await context.newPage());
  // A plain file of the app's origin (its icon): the origin's storage without loading the app, under
  // the app's content policy, so the page can call the API (callApi) before the journey's first page.
  await at.goto('/icon.svg');
  await at.evaluate(([key, user]) => localStorage.setItem(key, user), [name, value] as const);
  if (!page) await at.close();
}

async function answerCookieNotice(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'true', url: baseURL, sameSite: 'Lax' }]);
}

export const test = base.extend<
  {
    /** False for a journey about the cookie notice: the browser has not answered it yet. */
    cookieNoticeAnswered: boolean;
    /**
     * Signs the test's page in as a new account (named `displayName`, else unnamed) and leaves it on a
     * plain page of the app's origin (callApi works there): go to the journey's first page next.
     */
    signedInAs: (displayName?: string) => Promise<Account>;
    /** A new account (named `displayName`, else unnamed) that no browser is signed in as. */
    newAccount: (displayName?: string) => Promise<Account>;
    /**
     * Signs the test's page in as an account made earlier (by `newAccount`), as its sign-in on the
     * provider's page would, and leaves it on a plain page of the app's origin, as `signedInAs` does.
     */
    signInAs: (account: Account) => Promise<void>;
    /**
     * Another person in a browser of their own (own cookies and storage), signed in as a new account;
     * the desktop viewport unless `options` say otherwise.
     */
    person: (
      displayName?: string,
      options?: BrowserContextOptions,
    ) => Promise<{ page: Page; account: Account }>;
    /** Calls /api without signing in, as a visitor. */
    visitorApi: <T = unknown>(method: string, path: string, body?: unknown) => Promise<ApiResult<T>>;
  },
  { demoWall: DemoWall }
>({
  cookieNoticeAnswered: [true, { option: true }],

  context: async ({ context, baseURL, cookieNoticeAnswered }, use) => {
    if (cookieNoticeAnswered) await answerCookieNotice(context, baseURL!);
    await use(context);
  },

  signedInAs: async ({ page, baseURL }, use) => {
    await use(async (displayName) => {
      const { account, browserState } = await newAccount(baseURL!, displayName ?? null);
      await keepSignedIn(page.context(), baseURL!, browserState, page);
      return account;
    });
  },

  newAccount: async ({ baseURL }, use) => {
    await use(async (displayName) => (await newAccount(baseURL!, displayName ?? null)).account);
  },

  signInAs: async ({ page, baseURL }, use) => {
    await use(async (account) => {
      const browserState = await tokensFromProvider(baseURL!, account.username, 'sign-in');
      await keepSignedIn(page.context(), baseURL!, browserState, page);
    });
  },

  person: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (displayName, options) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1280, height: 800 },
        ...options,
      });
      contexts.push(context);
      await answerCookieNotice(context, baseURL!);
      const { account, browserState } = await newAccount(baseURL!, displayName ?? null);
      const page = await context.newPage();
      await keepSignedIn(context, baseURL!, browserState, page);
      return { page, account };
    });
    await Promise.all(contexts.map((c) => c.close()));
  },

  visitorApi: async ({ baseURL }, use) => {
    await use((method, path, body) => callApi(baseURL!, null, method, path, body));
  },

  demoWall: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const found = await callApi<{ walls: { id: string }[] }>(
        baseURL,
        null,
        'GET',
        '/walls?search_text=Spraywall%20of%20the%20Month',
      );
      const id = found.body.walls[0]!.id;
      const listed = await callApi<{ climbs: DemoWall['climbs'] }>(
        baseURL,
        null,
        'GET',
        `/walls/${id}/climbs?sort_key=new&sort_ascending=true&limit=100`,
      );
      await use({ id, climbs: listed.body.climbs });
    },
    { scope: 'worker' },
  ],
});

export { expect };
