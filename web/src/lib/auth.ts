import { UserManager, WebStorageStateStore, type User as OidcUser } from 'oidc-client-ts';
import type { PublicConfig } from '@spraybook/contract';

/** Seconds of validity below which the access token is refreshed before use (spec: 30 s). */
export const MIN_TOKEN_VALIDITY_S = 30;

let manager: UserManager | null = null;

export function createUserManager(config: PublicConfig['oidc']) {
  manager = new UserManager({
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
  });
  return manager;
}

export function userManager(): UserManager {
  if (!manager) throw new Error('createUserManager() has not run');
  return manager;
}

/** Sends the browser to sign in, coming back to `returnTo` afterwards. */
export function signIn(returnTo = window.location.pathname + window.location.search) {
  return userManager().signinRedirect({ state: { returnTo } });
}

export async function signOut() {
  const mgr = userManager();
  const user = await mgr.getUser();
  await mgr.removeUser();
  await mgr.signoutRedirect({ id_token_hint: user?.id_token }).catch(() => window.location.assign('/'));
}

let refreshing: Promise<OidcUser | null> | null = null;

/**
 * A valid access token, refreshed first when it has less than 30 s left; null when signed out
 * or when the refresh fails (the session is then over and the user must sign in again).
 */
export async function getAccessToken(): Promise<string | null> {
  const mgr = userManager();
  let user = await mgr.getUser();
  if (!user) return null;
  if ((user.expires_in ?? 0) < MIN_TOKEN_VALIDITY_S) {
    // One refresh at a time, however many requests ask at once.
    refreshing ??= mgr.signinSilent().finally(() => (refreshing = null));
    user = await refreshing.catch(async () => {
      await mgr.removeUser();
      return null;
    });
  }
  return user?.access_token ?? null;
}
