import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { createAccount, signIn, type AccountResult } from './accounts.ts';
import { allowedOrigins, INTERACTION_PATH } from './oidc-provider.ts';
import type { Mailer } from './mailer.ts';
import { RECOVERY_PATH, recoveryRoutes } from './recovery.routes.ts';
import { CROSS_SITE_FORM, isCrossOrigin } from './same-origin.ts';
import { renderMessagePage, renderSignInPage } from './sign-in-page.ts';

type Form = { username?: string; password?: string; intent?: string };

export interface SignInOptions {
  provider: Provider;
  db: Db;
  publicUrl: string;
  signUpsPerHour: number;
  /** Sends password-reset links; null: 'Forgot password?' is not offered (no SMTP_URL). */
  mailer: Mailer | null;
}

/** The built-in provider's sign-in page: one form with Sign in and Create account. */
export async function interactionRoutes(app: FastifyInstance, opts: SignInOptions) {
  const { provider, db } = opts;
  const origins = allowedOrigins(opts.publicUrl);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const show = (
    reply: FastifyReply,
    uid: string,
    status: number,
    extra: { username?: string; error?: string } = {},
  ) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html')
      .send(
        renderSignInPage({
          action: `${INTERACTION_PATH}/${uid}`,
          ...(opts.mailer ? { forgotHref: RECOVERY_PATH } : {}),
          ...extra,
        }),
      );

  if (opts.mailer) await recoveryRoutes(app, { db, publicUrl: opts.publicUrl, mailer: opts.mailer });

  app.get<{ Params: { uid: string } }>(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    const details = await interactionDetails(provider, request, reply);
    if (!details) return;
    if (details.prompt.name === 'login') return show(reply, request.params.uid, 200);
    // Consent is granted by loadExistingGrant for our own client; nothing to ask the user.
    const target = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: {} },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(target, 303);
  });

  app.post<{ Params: { uid: string }; Body: Form }>(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    if (isCrossOrigin(request.headers, origins)) {
      return show(reply, request.params.uid, 403, { error: CROSS_SITE_FORM });
    }
    const details = await interactionDetails(provider, request, reply);
    if (!details) return;
    const { username = '', password = '', intent } = request.body ?? {};
    const result: AccountResult =
      intent === 'create-account'
        ? await createAccount(db, username, password, { ip: request.ip, signUpsPerHour: opts.signUpsPerHour })
        : await signIn(db, username, password, request.ip);
    if (!result.ok) {
      if (result.retryAfterSeconds) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        return show(reply, request.params.uid, 429, { username, error: result.error });
      }
      return show(reply, request.params.uid, intent === 'create-account' ? 400 : 401, {
        username,
        error: result.error,
      });
    }
    const target = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: result.accountId, remember: true } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(target, 303);
  });
}

async function interactionDetails(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    // The sign-in attempt expired or its cookie is gone: start again from the app.
    await reply
      .status(400)
      .type('text/html')
      .send(
        renderMessagePage(
          'Sign-in expired',
          'This sign-in page has expired',
          '<a href="/">Go to home and sign in again</a>',
        ),
      );
    return null;
  }
}
