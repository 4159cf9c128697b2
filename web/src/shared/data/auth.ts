import type { User as OidcUser, UserManager } from 'oidc-client-ts';
import type { PublicConfig } from '@spraybook/contract';
import { publicConfigOrNull } from '../util/public-config';
import { isReachable, noteNetworkFailure } from './reachability';
import { signInAddressElsewhere } from './sign-in-address';

/** Seconds of validity below which the access token is refreshed before use (spec: 30 s). */
export const MIN_TOKEN_VALIDITY_S = 30;

/** Where oidc-client-ts keeps a session in localStorage (its `oidc.` prefix and user key). */
const SESSION_KEY_PREFIX = 'oidc.user:';

let settings: PublicConfig['oidc'] | null = null;
let manager: Promise<UserManager> | null = null;

/** Takes the server's OIDC settings; the OIDC library itself loads on first use. */
export function configureSignIn(config: PublicConfig['oidc']) {
  settings = config;
}

/**
 * Sign-in hashes its PKCE verifier with `crypto.subtle`, which a page on plain HTTP lacks (a gym's LAN
 * address): there, and only there, a SHA-256 of @noble/hashes stands in, loaded like the library itself.
 */
function digestReady(): Promise<void> {
  if (globalThis.crypto.subtle as SubtleCrypto | undefined) return Promise.resolve();
  return import('../util/subtle-digest').then(({ installSubtleDigest }) => installSubtleDigest());
}

/**
 * The OIDC client, loading oidc-client-ts the first time: visitors never need it to see a page,
 * so it stays out of the first download.
 */
export function userManager(): Promise<UserManager> {
  const config = settings;
  if (!config) throw new Error('configureSignIn() has not run');
  manager ??= Promise.all([import('oidc-client-ts'), digestReady()]).then(
    ([{ UserManager, WebStorageStateStore }]) =>
      new UserManager({
        authority: config.authority,
        client_id: config.client_id,
        redirect_uri: `${window.location.origin}/auth/callback`,
        post_logout_redirect_uri: `${window.location.origin}/`,
        response_type: 'code',
        scope: config.scope,
        ...(config.resource ? { resource: config.resource } : {}),
        // localStorage keeps the session across reloads and tabs.
        userStore: new WebStorageStateStore({ store: window.localStorage }),
        automaticSilentRenew: true,
        accessTokenExpiringNotificationTimeInSeconds: MIN_TOKEN_VALIDITY_S,
        loadUserInfo: false,
      }),
  );
  return manager;
}

/** Whether this browser holds a session at all, answered without loading the OIDC library. */
export function hasStoredSession(storage: Storage = window.localStorage) {
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(SESSION_KEY_PREFIX)) return true;
  }
  return false;
}

/** Shows where sign-in works instead (main.tsx registers the notice: this layer draws nothing). */
type ElsewhereNotice = (origin: string, address: string) => Promise<unknown>;
let showSignInElsewhere: ElsewhereNotice | null = null;

export function onSignInElsewhere(show: ElsewhereNotice) {
  showSignInElsewhere = show;
}

/**
 * Sends the browser to sign in, coming back to `returnTo` afterwards. On another address than the
 * public one sign-in cannot work, so a notice links to `returnTo` there instead of failing silently.
 */
export async function signIn(returnTo = window.location.pathname + window.location.search) {
  const publicUrl = publicConfigOrNull()?.public_url;
  const here = { origin: window.location.origin, pathname: returnTo, search: '', hash: '' };
  const elsewhere = publicUrl ? signInAddressElsewhere(publicUrl, here) : null;
  if (elsewhere && showSignInElsewhere) return showSignInElsewhere(new URL(elsewhere).origin, elsewhere);
  return (await userManager()).signinRedirect({ state: { returnTo } });
}

/**
 * What else ends with a session, told by the layers above this file (main.tsx registers them; this file
 * imports none of them): `signingOut` while the session still holds (a push subscription is ended with
 * its token), `forgotten` once it is gone, with the account's token subject (what the phone kept for it
 * is deleted). Neither may stop the sign-out: their failures are ignored.
 */
const sessionEndTasks = {
  signingOut: [] as (() => Promise<unknown>)[],
  forgotten: [] as ((accountId: string) => Promise<unknown>)[],
};

export function onSigningOut(task: () => Promise<unknown>) {
  sessionEndTasks.signingOut.push(task);
}

export function onSessionForgotten(task: (accountId: string) => Promise<unknown>) {
  sessionEndTasks.forgotten.push(task);
}

export async function signOut() {
  const mgr = await userManager();
  const user = await mgr.getUser();
  await Promise.all(sessionEndTasks.signingOut.map((task) => task().catch(() => undefined)));
  await forget(mgr, user);
  await mgr.signoutRedirect({ id_token_hint: user?.id_token }).catch(() => window.location.assign('/'));
}

/** Forgets the session in this browser only: after an account is deleted there is none left to end. */
export async function forgetSession() {
  const mgr = await userManager();
  await forget(mgr, await mgr.getUser());
}

async function forget(mgr: UserManager, user: OidcUser | null) {
  await mgr.removeUser();
  if (!user) return;
  const accountId = user.profile.sub;
  await Promise.all(sessionEndTasks.forgotten.map((task) => task(accountId).catch(() => undefined)));
}

let refreshing: Promise<OidcUser | null> | null = null;

/**
 * A valid access token, refreshed first when it has less than 30 s left; null when signed out
 * or when the refresh fails (the session is then over and the user must sign in again).
 */
export async function getAccessToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  const mgr = await userManager();
  let user = await mgr.getUser();
  if (!user) return null;
  // Out of reach a refresh cannot succeed: the request goes with the token it has to the service
  // worker's cache, which files answers by the token's subject, not its validity.
  if ((user.expires_in ?? 0) < MIN_TOKEN_VALIDITY_S && isReachable()) {
    // One refresh at a time, however many requests ask at once.
    refreshing ??= mgr.signinSilent().finally(() => (refreshing = null));
    const stored = user;
    user = await refreshing.catch(async (error: unknown) => {
      if (!refreshRefused(error)) {
        if (unanswered(error)) noteNetworkFailure();
        return stored;
      }
      await mgr.removeUser();
      return null;
    });
  }
  return user?.access_token ?? null;
}

/**
 * Whether a failed refresh ends the session: only when the sign-in provider refused the refresh token (an
 * OAuth error answer, such as invalid_grant). No answer, a timeout or a proxy's 502 say nothing of the
 * session: at the wall without signal it holds, and the refresh is tried again once the server answers.
 */
export const refreshRefused = (error: unknown) => error instanceof Error && error.name === 'ErrorResponse';

/** A refresh that got no answer at all: the fetch failed, or oidc-client-ts gave up waiting. */
const unanswered = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && error.name === 'ErrorTimeout');
