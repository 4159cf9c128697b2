import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { expect } from 'vitest';

// The built-in provider driven over real HTTP as a browser and the web app drive it: code flow with PKCE.

export async function freePort() {
  return new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export type Browser = (url: string, init?: RequestInit) => Promise<Response>;

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Sign-in helpers against the app listening at `base` (its PUBLIC_URL). */
export function oidcClient(base: string) {
  /** A tiny browser: follows nothing by itself and keeps cookies by name. */
  function browser(): Browser {
    const jar = new Map<string, string>();
    return async (url, init = {}) => {
      const res = await fetch(url.startsWith('http') ? url : base + url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, v] = pair!.split('=');
        jar.set(k!, v ?? '');
      }
      return res;
    };
  }

  async function startSignIn(go: Browser) {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const params = new URLSearchParams({
      client_id: 'spraybook-web',
      redirect_uri: `${base}/auth/callback`,
      response_type: 'code',
      scope: 'openid profile offline_access api',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
    });
    const auth = await go(`/oidc/auth?${params}`);
    expect(auth.status).toBe(303);
    const interaction = auth.headers.get('location')!;
    expect(interaction).toMatch(/^\/auth\/interaction\//);
    return { verifier, interaction };
  }

  /** Follows redirects until the app's callback URL, returning its code. */
  async function followToCallback(go: Browser, location: string) {
    for (let i = 0; i < 6; i++) {
      if (location.startsWith(`${base}/auth/callback`)) return new URL(location).searchParams.get('code')!;
      const res = await go(location);
      expect([302, 303]).toContain(res.status);
      location = res.headers.get('location')!;
    }
    throw new Error('no callback reached');
  }

  /** The token endpoint's answer, unchecked. */
  const token = (body: Record<string, string>) =>
    fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'spraybook-web', ...body }).toString(),
    });

  async function exchange(body: Record<string, string>) {
    const res = await token(body);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Tokens;
  }

  /** Signs in (or creates the account) in a new browser, as the web app does; answers its tokens. */
  async function signIn(
    username: string,
    password: string,
    intent: 'sign-in' | 'create-account' = 'sign-in',
  ) {
    const go = browser();
    const { verifier, interaction } = await startSignIn(go);
    const res = await go(interaction, form({ intent, username, password }));
    expect(res.status, await res.clone().text()).toBe(303);
    const code = await followToCallback(go, res.headers.get('location')!);
    return exchange({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${base}/auth/callback`,
    });
  }

  /** A refresh, as the web app asks for one: its status (200, or 400 once the session ended). */
  const refresh = (refreshToken: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken });

  return { browser, startSignIn, followToCallback, exchange, signIn, refresh };
}
