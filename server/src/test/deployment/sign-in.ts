import { createHash, randomBytes } from 'node:crypto';
import { BUILT_IN_CLIENT_ID, BUILT_IN_SCOPE } from '../../auth/oidc-provider.ts';

/** A tiny browser on one base address: keeps cookies by name, follows no redirect by itself. */
function browser(base: string) {
  const jar = new Map<string, string>();
  const upstreams: string[] = [];
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url.startsWith('http') ? url : base + url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    upstreams.push(res.headers.get('x-upstream') ?? '');
    return res;
  };
  return { go, upstreams };
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * Creates an account on the built-in sign-in page and signs in with code + PKCE, as the web app
 * does, through `base` (the proxy): each step may land on another node, so the interaction, its
 * cookies and the code must be shared through the database. Then refreshes the access token.
 * Returns the tokens and the nodes (nginx's X-Upstream) that answered each step.
 */
export async function signUpThroughProxy(base: string, username: string) {
  const { go, upstreams } = browser(base);
  const { verifier, redirectUri, interaction } = await startSignIn(base, go);
  let location = expectRedirect(
    await go(interaction, form({ intent: 'create-account', username, password: PASSWORD })),
    'creating the account',
  );
  for (let hop = 0; !location.startsWith(redirectUri); hop++) {
    if (hop > 6) throw new Error(`no callback reached, stuck at ${location}`);
    location = expectRedirect(await go(location), `following ${location}`);
  }
  const code = new URL(location).searchParams.get('code')!;
  const tokens = await exchange(go, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  });
  const refreshed = await exchange(go, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
  return { accessToken: refreshed.access_token, upstreams };
}

/** A sign-in with a wrong password: the page answers 401 (and the node counts a sign-in failure). */
export async function wrongPasswordThroughProxy(base: string, username: string): Promise<number> {
  const { go } = browser(base);
  const { interaction } = await startSignIn(base, go);
  const res = await go(interaction, form({ intent: 'sign-in', username, password: `${PASSWORD}!` }));
  return res.status;
}

const PASSWORD = 'correct horse battery';

/** Asks the provider to sign in (code + PKCE) and opens the sign-in page it sends the browser to. */
async function startSignIn(base: string, go: ReturnType<typeof browser>['go']) {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${base}/auth/callback`;
  const auth = await go(
    `/oidc/auth?${new URLSearchParams({
      client_id: BUILT_IN_CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: BUILT_IN_SCOPE,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'deployment',
    })}`,
  );
  const interaction = expectRedirect(auth, 'starting sign-in');
  const page = await go(interaction);
  if (page.status !== 200) throw new Error(`the sign-in page answered ${page.status}`);
  return { verifier, redirectUri, interaction };
}

function expectRedirect(res: Response, what: string): string {
  const location = res.headers.get('location');
  if (![302, 303].includes(res.status) || !location) throw new Error(`${what} answered ${res.status}`);
  return location;
}

async function exchange(go: ReturnType<typeof browser>['go'], body: Record<string, string>) {
  const res = await go('/oidc/token', form({ client_id: BUILT_IN_CLIENT_ID, ...body }));
  if (res.status !== 200) throw new Error(`the token endpoint answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { access_token: string; refresh_token: string };
}
