import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, freePort, oidcClient, type Browser } from '../test/oidc-browser.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { signUpAttempts } from '../db/schema/auth.ts';
import { formatWait } from '../lib/format-wait.ts';
import { BAD_CREDENTIALS, USERNAME_TAKEN } from './accounts.ts';
import { CROSS_SITE_FORM } from './same-origin.ts';

// The built-in provider end to end over real HTTP, as a browser drives it: code flow with PKCE.
let t: TestApp;
let base: string;
let oidc: ReturnType<typeof oidcClient>;

beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  t = await buildTestApp({ PORT: String(port), PUBLIC_URL: base });
  await t.app.listen({ port, host: '127.0.0.1' });
  oidc = oidcClient(base);
});
afterAll(() => t.close());

const browser = () => oidc.browser();
const startSignIn = (go: Browser) => oidc.startSignIn(go);
const followToCallback = (go: Browser, location: string) => oidc.followToCallback(go, location);
const exchange = (body: Record<string, string>) => oidc.exchange(body);

describe('built-in OpenID Connect sign-in', () => {
  it('creates an account, signs in with code + PKCE, and the API accepts the access token', async () => {
    const go = browser();
    const { verifier, interaction } = await startSignIn(go);
    const page = await go(interaction);
    const html = await page.text();
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain('>Create account</button>');

    const created = await go(
      interaction,
      form({ intent: 'create-account', username: 'Climber.One', password: 'correct horse' }),
    );
    expect(created.status).toBe(303);
    const code = await followToCallback(go, created.headers.get('location')!);
    const tokens = await exchange({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${base}/auth/callback`,
    });
    expect(tokens.refresh_token).toBeTruthy();

    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect((await fetch(`${base}/api/users/me`, { headers: auth })).status).toBe(404);
    const user = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(user.status).toBe(201);

    // Refresh: a new access token for the same user.
    const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    const me = await fetch(`${base}/api/users/me`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(me.status).toBe(200);
    const [meBody, userBody] = (await Promise.all([me.json(), user.json()])) as { id: string }[];
    expect(meBody!.id).toBe(userBody!.id);
  });

  it('signs an existing account in, and refuses a taken username', async () => {
    const go = browser();
    const { verifier, interaction } = await startSignIn(go);
    const taken = await go(
      interaction,
      form({ intent: 'create-account', username: 'climber.one', password: 'whatever123' }),
    );
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain(USERNAME_TAKEN);
    const signedIn = await go(
      interaction,
      form({ intent: 'sign-in', username: 'CLIMBER.ONE', password: 'correct horse' }),
    );
    expect(signedIn.status).toBe(303);
    const code = await followToCallback(go, signedIn.headers.get('location')!);
    await exchange({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${base}/auth/callback`,
    });
  });

  it('refuses a wrong password, then makes that address wait a minute after five failures, whatever X-Forwarded-For it claims', async () => {
    const go = browser();
    const { interaction } = await startSignIn(go);
    await go(interaction, form({ intent: 'create-account', username: 'target', password: 'right password' }));
    const go2 = browser();
    const { interaction: i2 } = await startSignIn(go2);
    const guess = (password: string, n: number) =>
      go2(i2, {
        ...form({ intent: 'sign-in', username: 'target', password }),
        headers: { ...form({}).headers, 'x-forwarded-for': `198.51.100.${n}` },
      });
    for (let n = 0; n < 5; n++) {
      const res = await guess('wrong password', n);
      expect(res.status).toBe(401);
      expect(await res.text()).toContain(BAD_CREDENTIALS);
    }
    const locked = await guess('right password', 99);
    expect(locked.status).toBe(429);
    // A minute from the fifth failure: less by the time the guesses took on a busy machine.
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await locked.text()).toContain(
      `Too many failed sign-in attempts. Wait ${formatWait(wait)} and try again.`,
    );
  });

  it('builds its endpoint URLs from PUBLIC_URL, not from X-Forwarded headers of an untrusted client', async () => {
    const res = await fetch(`${base}/oidc/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const discovery = (await res.json()) as { token_endpoint: string };
    expect(discovery.token_endpoint).toBe(`${base}/oidc/token`);
  });

  it('serves the sign-in page unframeable, with a policy that allows exactly its inline style', async () => {
    const go = browser();
    const { interaction } = await startSignIn(go);
    const page = await go(interaction);
    const html = await page.text();
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html).not.toContain('style="');
  });

  it("allows only the app's own pages to call the token endpoint from a browser (the preflight)", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/oidc/token',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const own = await preflight(base);
    expect(own.headers['access-control-allow-origin']).toBe(base);
    const evil = await preflight('https://evil.example');
    expect(evil.statusCode).toBe(204);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a sign-in form posted from another website with 403 and says why on the page', async () => {
    const go = browser();
    const { interaction } = await startSignIn(go);
    const res = await go(interaction, {
      ...form({ intent: 'sign-in', username: 'climber.one', password: 'correct horse' }),
      headers: { ...form({}).headers, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(CROSS_SITE_FORM);
    const sameSite = await go(interaction, {
      ...form({ intent: 'sign-in', username: 'climber.one', password: 'correct horse' }),
      headers: { ...form({}).headers, origin: base },
    });
    expect(sameSite.status).toBe(303);
  });

  it('refuses more sign-ups from one address than SIGN_UPS_PER_HOUR, saying how long to wait', async () => {
    const seeded = await t.ctx.db
      .insert(signUpAttempts)
      .values(Array.from({ length: t.config.signUpsPerHour }, () => ({ ip: '127.0.0.1' })))
      .returning();
    const go = browser();
    const { interaction } = await startSignIn(go);
    const res = await go(
      interaction,
      form({ intent: 'create-account', username: 'one-too-many', password: 'a password' }),
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await res.text()).toContain(
      'Too many accounts were created from your network. Wait 60 minutes and try again.',
    );
    await t.ctx.db.delete(signUpAttempts).where(
      inArray(
        signUpAttempts.id,
        seeded.map((r) => r.id),
      ),
    );
  });
});
