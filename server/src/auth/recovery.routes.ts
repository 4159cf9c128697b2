import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Mailer } from './mailer.ts';
import { allowedOrigins } from './oidc-provider.ts';
import {
  RESET_LINK_DEAD,
  RESET_LINK_MINUTES,
  requestPasswordReset,
  resetLinkWorks,
  resetPassword,
} from './recovery.ts';
import { CROSS_SITE_FORM, isCrossOrigin } from './same-origin.ts';
import {
  renderForgotPage,
  renderMessagePage,
  renderResetDonePage,
  renderResetPage,
  renderResetSentPage,
} from './sign-in-page.ts';

export const RECOVERY_PATH = '/auth/recovery';

export interface RecoveryOptions {
  db: Db;
  publicUrl: string;
  mailer: Mailer;
}

/**
 * Account recovery of the built-in sign-in (only with SMTP_URL): 'Forgot password?' asks for the
 * address, and the e-mailed link sets a new password. Registered inside the interaction routes'
 * scope, which parses their forms.
 */
export async function recoveryRoutes(app: FastifyInstance, opts: RecoveryOptions) {
  const origins = allowedOrigins(opts.publicUrl);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      // The reset page's address holds its secret: never send it to another site as a referrer
      // ('no-referrer' would also make the browser send `Origin: null` on our own form posts).
      .header('referrer-policy', 'same-origin')
      .type('text/html')
      .send(body);

  app.get(RECOVERY_PATH, async (_request, reply) =>
    html(reply, 200, renderForgotPage({ action: RECOVERY_PATH })),
  );

  app.post<{ Body: { email?: string } }>(RECOVERY_PATH, async (request, reply) => {
    if (isCrossOrigin(request.headers, origins))
      return html(reply, 403, renderForgotPage({ action: RECOVERY_PATH, error: CROSS_SITE_FORM }));
    const email = String(request.body?.email ?? '');
    const result = await requestPasswordReset(opts.db, {
      email,
      ip: request.ip,
      publicUrl: opts.publicUrl,
      mailer: opts.mailer,
      onSendError: (err) => request.log.error({ err }, 'sending a password-reset e-mail failed'),
    });
    if (result.ok) return html(reply, 200, renderResetSentPage(RESET_LINK_MINUTES));
    if (result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds));
    return html(
      reply,
      result.retryAfterSeconds ? 429 : 400,
      renderForgotPage({ action: RECOVERY_PATH, email, error: result.error }),
    );
  });

  const resetPath = `${RECOVERY_PATH}/reset/:token`;
  const deadLink = (reply: FastifyReply) =>
    html(
      reply,
      410,
      renderMessagePage(
        'Link expired',
        'This link no longer works',
        `${RESET_LINK_DEAD}</p><p><a href="${RECOVERY_PATH}">Forgot password?</a>`,
      ),
    );

  app.get<{ Params: { token: string } }>(resetPath, async (request, reply) => {
    if (!(await resetLinkWorks(opts.db, request.params.token))) return deadLink(reply);
    return html(reply, 200, renderResetPage({ action: `${RECOVERY_PATH}/reset/${request.params.token}` }));
  });

  app.post<{ Params: { token: string }; Body: { password?: string } }>(resetPath, async (request, reply) => {
    const action = `${RECOVERY_PATH}/reset/${request.params.token}`;
    if (isCrossOrigin(request.headers, origins))
      return html(reply, 403, renderResetPage({ action, error: CROSS_SITE_FORM }));
    const result = await resetPassword(opts.db, request.params.token, String(request.body?.password ?? ''));
    if (result.ok) return html(reply, 200, renderResetDonePage(result.username));
    if (result.error === RESET_LINK_DEAD) return deadLink(reply);
    return html(reply, 400, renderResetPage({ action, error: result.error }));
  });
}
