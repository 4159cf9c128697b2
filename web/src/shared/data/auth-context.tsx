import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User as OidcUser } from 'oidc-client-ts';
import { getAccessToken, hasStoredSession, refreshRefused, userManager } from './auth';

interface AuthState {
  /** The signed-in identity, or null for a visitor. */
  oidcUser: OidcUser | null;
  /** True until the stored session has been read. */
  loading: boolean;
}

const LOADING: AuthState = { oidcUser: null, loading: true };
const VISITOR: AuthState = { oidcUser: null, loading: false };

const AuthContext = createContext<AuthState>(LOADING);

/** Runs `task` once the browser has nothing more urgent to do (or soon, where it cannot say). */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/** Keeps React in step with the OIDC session (sign-in, refresh, sign-out in another tab). */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A visitor is known at once, before the first render: every reader of the state renders once.
  const [state, setState] = useState<AuthState>(() => (hasStoredSession() ? LOADING : VISITOR));

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const set = (user: OidcUser | null) => {
      if (!active) return;
      // A session whose access token expired while the phone was away still holds while it can be
      // refreshed: the next request refreshes it, or ends it if the provider refuses (getAccessToken).
      const oidcUser = user && (!user.expired || user.refresh_token) ? user : null;
      // The same state again (a visitor still a visitor) re-renders nothing.
      setState((old) => (old.oidcUser === oidcUser && !old.loading ? old : { oidcUser, loading: false }));
    };

    const follow = async () => {
      const mgr = await userManager();
      if (!active) return;
      const onUnloaded = () => set(null);
      // A renew the provider refused means the refresh token is gone: the session is over. One that got
      // no answer (no signal at the wall) is tried again by the next request that needs the token.
      const onRenewError = (error: Error) => void (refreshRefused(error) && mgr.removeUser());
      mgr.events.addUserLoaded(set);
      mgr.events.addUserUnloaded(onUnloaded);
      mgr.events.addSilentRenewError(onRenewError);
      unsubscribe = () => {
        mgr.events.removeUserLoaded(set);
        mgr.events.removeUserUnloaded(onUnloaded);
        mgr.events.removeSilentRenewError(onRenewError);
      };
      const user = await mgr.getUser();
      set(user);
      if (user?.expired && user.refresh_token) void getAccessToken();
    };

    // For a visitor the OIDC library loads when the page is idle, to follow a sign-in that
    // finishes here or in another tab.
    let cancelIdle = () => {};
    if (hasStoredSession()) void follow();
    else cancelIdle = whenIdle(() => void follow());
    const onStorage = (e: StorageEvent) =>
      e.key?.startsWith('oidc.') && void userManager().then((mgr) => mgr.getUser().then(set));
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      cancelIdle();
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  return useContext(AuthContext);
}
