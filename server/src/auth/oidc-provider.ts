import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { builtInIssuer, findAccount } from './accounts.ts';
import { createOidcAdapterFactory } from './oidc-adapter.ts';
import { ISSUED_AT_MS_CLAIM } from './revocation.ts';
import { escapeHtml } from '../lib/html.ts';
import { renderMessagePage, renderSignedOutPage, renderSignOutPage } from './sign-in-page.ts';

export const BUILT_IN_CLIENT_ID = 'spraybook-web';
export const API_AUDIENCE = 'urn:spraybook:api';
export const API_SCOPE = 'api';
export const BUILT_IN_SCOPE = `openid profile offline_access ${API_SCOPE}`;
export const INTERACTION_PATH = '/auth/interaction';

/** Where the web app may be opened: PUBLIC_URL plus its loopback twins, so localhost and 127.0.0.1 both work. */
export function allowedOrigins(publicUrl: string) {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (['localhost', '127.0.0.1'].includes(url.hostname)) {
    for (const host of ['localhost', '127.0.0.1'])
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...origins];
}

export interface BuiltInProviderOptions {
  db: Db;
  publicUrl: string;
  signingKey: JWK;
  cookieKeys: string[];
  accessTokenTtlSeconds: number;
  /** Whether any proxy is trusted (TRUST_PROXY); the plugin pins X-Forwarded-* to Fastify's verdict. */
  trustProxy: boolean;
}

/** The built-in OpenID Connect provider: authorization code + PKCE, JWT access tokens for the API. */
export function createBuiltInProvider(opts: BuiltInProviderOptions) {
  const origins = allowedOrigins(opts.publicUrl);
  const secure = opts.publicUrl.startsWith('https:');
  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(opts.db),
    clients: [
      {
        client_id: BUILT_IN_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/auth/callback`),
        post_logout_redirect_uris: origins.map((o) => `${o}/`),
      },
    ],
    jwks: { keys: [opts.signingKey as never] },
    cookies: { keys: opts.cookieKeys, long: { signed: true, secure }, short: { signed: true, secure } },
    pkce: { required: () => true }, // oidc-provider 9 accepts S256 only
    scopes: ['openid', 'profile', 'offline_access', API_SCOPE],
    claims: { openid: ['sub'], profile: ['preferred_username'] },
    async findAccount(_ctx, id) {
      const account = await findAccount(opts.db, id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, preferred_username: account.username }) };
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = renderSignOutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = renderSignedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_AUDIENCE) throw new Error('unknown resource');
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenTTL: opts.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // First-party client: users are never asked to consent to our own app.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(`openid profile offline_access ${API_SCOPE}`);
      grant.addOIDCClaims(['preferred_username']);
      grant.addResourceScope(API_AUDIENCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // To the millisecond, so a sign-in just after a revocation is not refused with the tokens before it.
    extraTokenClaims: async () => ({ [ISSUED_AT_MS_CLAIM]: Date.now() }),
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    ttl: {
      AccessToken: opts.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    rotateRefreshToken: true,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage(
        'Sign-in error',
        'Sign-in error',
        `${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/">Go to home</a>`,
      );
    },
  };
  const provider = new Provider(builtInIssuer(opts.publicUrl), configuration);
  // Behind a TLS-terminating proxy the provider needs X-Forwarded-Proto for https URLs and secure cookies.
  provider.proxy = opts.trustProxy;
  return provider;
}
