import { EMAIL_LINK_DEAD } from '@spraybook/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { escapeHtml } from '../lib/html.ts';
import {
  CONFIRM_EMAIL_PATH,
  confirmRecoveryEmail,
  emailLinkWorks,
  UNDO_EMAIL_PATH,
  undoRecoveryEmailChange,
} from './email-change.ts';
import { mailAfterAnswer } from './mail-after-answer.ts';
import type { Mailer } from './mailer.ts';
import { allowedOrigins } from './oidc-provider.ts';
import {
  RESET_LINK_DEAD,
  RESET_LINK_MINUTES,
  RESET_LINK_PATH,
  requestPasswordReset,
  resetLinkWorks,
  resetPassword,
} from './recovery.ts';
import { CROSS_SITE_FORM, isCrossOrigin } from './same-origin.ts';
import {
  renderEmailChangeUndonePage,
  renderEmailConfirmedPage,
  renderEmailLinkPage,
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
 * address, and the e-mailed link sets a new password; a new recovery address is confirmed, and a
 * change undone, by links mailed from Settings. Registered inside the interaction routes'
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
      outbox: mailAfterAnswer(reply, opts.mailer, request.log),
    });
    if (result.ok) return html(reply, 200, renderResetSentPage(RESET_LINK_MINUTES));
    if (result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds));
    return html(
      reply,
      result.retryAfterSeconds ? 429 : 400,
      renderForgotPage({ action: RECOVERY_PATH, email, error: result.error }),
    );
  });

  const resetPath = `${RESET_LINK_PATH}/:token`;
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
    return html(reply, 200, renderResetPage({ action: `${RESET_LINK_PATH}/${request.params.token}` }));
  });

  app.post<{ Params: { token: string }; Body: { password?: string } }>(resetPath, async (request, reply) => {
    const action = `${RESET_LINK_PATH}/${request.params.token}`;
    if (isCrossOrigin(request.headers, origins))
      return html(reply, 403, renderResetPage({ action, error: CROSS_SITE_FORM }));
    const password = String(request.body?.password ?? '');
    const result = await resetPassword(opts.db, request.params.token, password, opts.publicUrl);
    if (result.ok) return html(reply, 200, renderResetDonePage(result.username));
    if (result.error === RESET_LINK_DEAD) return deadLink(reply);
    return html(reply, 400, renderResetPage({ action, error: result.error }));
  });

  // The recovery address's links. Opening one shows a page with one button that does the change (a
  // POST): mail scanners that fetch every link in a message must not confirm or undo anything.
  const emailLinkDead = (reply: FastifyReply) =>
    html(
      reply,
      410,
      renderMessagePage('Link expired', 'This link no longer works', escapeHtml(EMAIL_LINK_DEAD)),
    );
  const emailLink = (
    path: string,
    kind: 'confirm' | 'undo',
    act: (token: string) => Promise<{ email: string | null } | null>,
    done: (email: string | null) => string,
  ) => {
    app.get<{ Params: { token: string } }>(`${path}/:token`, async (request, reply) => {
      if (!(await emailLinkWorks(opts.db, kind, request.params.token))) return emailLinkDead(reply);
      return html(reply, 200, renderEmailLinkPage(kind, { action: `${path}/${request.params.token}` }));
    });
    app.post<{ Params: { token: string } }>(`${path}/:token`, async (request, reply) => {
      const action = `${path}/${request.params.token}`;
      if (isCrossOrigin(request.headers, origins))
        return html(reply, 403, renderEmailLinkPage(kind, { action, error: CROSS_SITE_FORM }));
      const result = await act(request.params.token);
      return result ? html(reply, 200, done(result.email)) : emailLinkDead(reply);
    });
  };
  emailLink(
    CONFIRM_EMAIL_PATH,
    'confirm',
    (token) => confirmRecoveryEmail(opts.db, token),
    renderEmailConfirmedPage,
  );
  emailLink(
    UNDO_EMAIL_PATH,
    'undo',
    (token) => undoRecoveryEmailChange(opts.db, token, opts.publicUrl),
    renderEmailChangeUndonePage,
  );
}
