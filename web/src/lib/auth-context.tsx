import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User as OidcUser } from 'oidc-client-ts';
import { userManager } from './auth';

interface AuthState {
  /** The signed-in identity, or null for a visitor. */
  oidcUser: OidcUser | null;
  /** True until the stored session has been read. */
  loading: boolean;
}

const AuthContext = createContext<AuthState>({ oidcUser: null, loading: true });

/** Keeps React in step with the OIDC session (sign-in, refresh, sign-out in another tab). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ oidcUser: null, loading: true });

  useEffect(() => {
    const mgr = userManager();
    const set = (user: OidcUser | null) =>
      setState({ oidcUser: user && !user.expired ? user : null, loading: false });
    const onUnloaded = () => set(null);
    // A failed silent renew means the refresh token is gone: the session is over.
    const onRenewError = () => void mgr.removeUser();
    mgr.getUser().then(async (user) => {
      if (user?.expired && user.refresh_token) {
        set(await mgr.signinSilent().catch(() => null));
      } else {
        set(user);
      }
    });
    mgr.events.addUserLoaded(set);
    mgr.events.addUserUnloaded(onUnloaded);
    mgr.events.addSilentRenewError(onRenewError);
    const onStorage = (e: StorageEvent) => e.key?.startsWith('oidc.') && void mgr.getUser().then(set);
    window.addEventListener('storage', onStorage);
    return () => {
      mgr.events.removeUserLoaded(set);
      mgr.events.removeUserUnloaded(onUnloaded);
      mgr.events.removeSilentRenewError(onRenewError);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  return useContext(AuthContext);
}
