import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD } from './accounts';

/**
 * The server's own sign-in provider (/oidc) driven over HTTP the way the web app drives it in a
 * browser: code flow with PKCE, the provider's sign-in form, the code exchanged for tokens. A journey
 * gets a signed-in account in a few requests instead of three page loads through the UI.
 */

/** What the web app reads from /api/config to sign in. */
interface SignInSettings {
  authority: string;
  client_id: string;
  scope: string;
  resource: string | null;
}

/** The provider's answer at its token endpoint (`expires_in` in seconds). */
export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  scope: string;
  expires_in: number;
}

/** A cookie the provider set, as a browser keeps it (Playwright's `addCookies` shape). */
export interface ProviderCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
}

function parseSetCookie(header: string, host: string): ProviderCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const cookie: ProviderCookie = {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    domain: host,
    path: '/',
    expires: -1,
    httpOnly: false,
    sameSite: 'Lax',
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    if (name === 'httponly') cookie.httpOnly = true;
    if (name === 'expires') cookie.expires = Math.floor(Date.parse(value) / 1000);
    if (name === 'samesite')
      cookie.sameSite =
        value.toLowerCase() === 'strict' ? 'Strict' : value.toLowerCase() === 'none' ? 'None' : 'Lax';
  }
  return cookie;
}

/**
 * A browser in miniature: keeps the provider's cookies (by name, sent to every path: only the
 * provider sets any) and follows no redirect by itself.
 */
function cookieJarFetch(baseURL: string) {
  const jar = new Map<string, ProviderCookie>();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, baseURL), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar.values()].map((c) => `${c.name}=${c.value}`).join('; '),
      },
    });
    for (const header of res.headers.getSetCookie()) {
      const cookie = parseSetCookie(header, new URL(baseURL).hostname);
      if (cookie.expires !== -1 && cookie.expires * 1000 < Date.now()) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie);
    }
    return res;
  };
  return { go, cookies: () => [...jar.values()] };
}

async function expectStatus(res: Response, statuses: number[], what: string) {
  if (!statuses.includes(res.status)) {
    throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
}

let settings: Promise<SignInSettings> | null = null;
function signInSettings(baseURL: string): Promise<SignInSettings> {
  settings ??= fetch(new URL('/api/config', baseURL))
    .then((res) => res.json() as Promise<{ oidc: SignInSettings }>)
    .then((config) => config.oidc);
  return settings;
}

/**
 * Creates the account `username` (or signs it in) on the provider's form. Returns its tokens, as
 * the app's /auth/callback would receive them, and the provider's session cookies, as the browser
 * would keep them (so signing out ends a session at the provider, as after a sign-in in the UI).
 */
export async function tokensFromProvider(
  baseURL: string,
  username: string,
  intent: 'create-account' | 'sign-in',
): Promise<{ tokens: Tokens; cookies: ProviderCookie[] }> {
  const { authority, client_id, scope, resource } = await signInSettings(baseURL);
  const { go, cookies } = cookieJarFetch(baseURL);
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = new URL('/auth/callback', baseURL).toString();
  const authorize = new URL(`${authority}/auth`);
  authorize.search = new URLSearchParams({
    client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...(resource ? { resource } : {}),
  }).toString();
  const started = await go(authorize.toString());
  await expectStatus(started, [302, 303], 'authorization request');
  const interaction = started.headers.get('location')!;
  const signedIn = await go(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent, username, password: PASSWORD }).toString(),
  });
  await expectStatus(signedIn, [303], `${intent} as ${username}`);
  let location = signedIn.headers.get('location')!;
  // The provider resumes the authorization, then redirects to the app's callback with the code.
  for (let hop = 0; !location.startsWith(redirectUri); hop++) {
    if (hop > 5) throw new Error(`no redirect to ${redirectUri}, last ${location}`);
    const res = await go(location);
    await expectStatus(res, [302, 303], `redirect ${location}`);
    location = res.headers.get('location')!;
  }
  const code = new URL(location).searchParams.get('code')!;
  const exchanged = await fetch(`${authority}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }).toString(),
  });
  await expectStatus(exchanged, [200], 'token exchange');
  return { tokens: (await exchanged.json()) as Tokens, cookies: cookies() };
}

/**
 * The localStorage entry oidc-client-ts keeps a signed-in user in (web/src/shared/data/auth.ts: its
 * `oidc.user:<authority>:<client_id>` key and `User.toStorageString()`), for these tokens.
 */
export async function storedUser(baseURL: string, tokens: Tokens) {
  const { authority, client_id } = await signInSettings(baseURL);
  const payload = tokens.id_token.split('.')[1]!;
  const profile = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return {
    name: `oidc.user:${authority}:${client_id}`,
    value: JSON.stringify({
      id_token: tokens.id_token,
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type,
      scope: tokens.scope,
      profile,
      expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
    }),
  };
}
