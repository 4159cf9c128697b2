import { createHash } from 'node:crypto';
import { escapeHtml } from '../lib/html.ts';

// Server-rendered pages of the built-in identity provider, styled like the app's dark theme.
const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#1a1b1e;color:#e9ecef;padding:16px}
main{width:100%;max-width:380px;background:#25262b;border:1px solid #373a40;border-radius:12px;padding:28px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:22px;margin-bottom:4px}
.brand svg{flex:none}p.lead{color:#a6a7ab;margin:0 0 20px;font-size:14px}
label{display:block;font-size:14px;font-weight:500;margin:14px 0 6px}
input{width:100%;font:inherit;font-size:16px;padding:10px 12px;border-radius:8px;border:1px solid #4a4d55;background:#1a1b1e;color:#e9ecef}
input:focus{outline:2px solid #339af0;outline-offset:1px}
.buttons{display:flex;gap:10px;margin-top:22px;flex-wrap:wrap}
button{flex:1;font:inherit;font-weight:600;font-size:15px;padding:10px 14px;border-radius:8px;border:1px solid transparent;cursor:pointer;min-height:44px}
button.primary{background:#1971c2;color:#fff}button.primary:hover{background:#1864ab}
button.secondary{background:transparent;color:#a5d8ff;border-color:#4dabf7}button.secondary:hover{background:#1c7ed61a}
.error{background:#e0313126;border:1px solid #fa5252;color:#ffc9c9;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:4px}
.hint{color:#a6a7ab;font-size:12px;margin-top:6px}
.brand h1{font-size:22px;margin:0}h1.message{font-size:20px;margin-top:0}a{color:#74c0fc}
`;
// Submits oidc-provider's logout form at once: the user already chose Sign out in the app.
const SIGN_OUT_SCRIPT = 'document.forms[0].submit()';

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The only inline style and script these pages carry, for their Content-Security-Policy. */
export const SIGN_IN_PAGE_SOURCES = { style: cspHash(STYLE), script: cspHash(SIGN_OUT_SCRIPT) } as const;

const LOGO = `<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="#1c7ed6"/><circle cx="10" cy="11" r="3.2" fill="#ffd43b"/><circle cx="21" cy="9" r="2.6" fill="#ff6b6b"/><circle cx="16" cy="18" r="3" fill="#69db7c"/><circle cx="23" cy="22" r="2.4" fill="#fff"/><circle cx="9" cy="24" r="2.2" fill="#da77f2"/></svg>`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Spraybook</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderSignInPage(opts: {
  action: string;
  username?: string;
  error?: string;
  /** Where 'Forgot password?' leads; absent when no mail can be sent (SMTP_URL unset). */
  forgotHref?: string;
}) {
  const error = opts.error ? `<div class="error" role="alert">${escapeHtml(opts.error)}</div>` : '';
  return page(
    'Sign in',
    `<div class="brand">${LOGO}<h1>Spraybook</h1></div>
<p class="lead">Sign in, or create an account to add walls, climbs and ticks.</p>
${error}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required minlength="3" maxlength="32" autofocus value="${escapeHtml(opts.username ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required minlength="8" maxlength="200">
${opts.forgotHref ? `<p class="hint"><a href="${escapeHtml(opts.forgotHref)}">Forgot password?</a></p>` : ''}
<div class="hint">New here? Pick a username and a password of at least 8 characters, then press Create account.</div>
<div class="buttons">
<button class="primary" type="submit" name="intent" value="sign-in">Sign in</button>
<button class="secondary" type="submit" name="intent" value="create-account">Create account</button>
</div>
</form>`,
  );
}

/** oidc-provider's logout confirmation, submitted at once: the user already chose Sign out in the app. */
export function renderSignOutPage(form: string) {
  return page(
    'Signing out',
    `<p>Signing out…</p>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button class="primary" type="submit">Sign out</button></noscript></form>')}
<script>${SIGN_OUT_SCRIPT}</script>`,
  );
}

export function renderSignedOutPage() {
  return renderMessagePage('Signed out', 'You are signed out.', '<a href="/">Go to home</a>');
}

/** A short page with a heading and one paragraph; `paragraphHtml` must already be escaped. */
export function renderMessagePage(title: string, heading: string, paragraphHtml: string) {
  return page(title, `<h1 class="message">${escapeHtml(heading)}</h1><p>${paragraphHtml}</p>`);
}

const brand = `<div class="brand">${LOGO}<h1>Spraybook</h1></div>`;
const errorBox = (error?: string) =>
  error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '';

/** 'Forgot password?': one field for the recovery address. */
export function renderForgotPage(opts: { action: string; email?: string; error?: string }) {
  return page(
    'Forgot password',
    `${brand}
<p class="lead">Enter the e-mail address you added to your account in Settings. We will send a link to choose a new password.</p>
${errorBox(opts.error)}
<form method="post" action="${escapeHtml(opts.action)}">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" autofocus value="${escapeHtml(opts.email ?? '')}">
<div class="buttons"><button class="primary" type="submit">Send reset link</button></div>
</form>
<p class="hint"><a href="/">Back to Spraybook</a></p>`,
  );
}

/** The same answer whether or not an account has the address: it never tells. */
export function renderResetSentPage(minutes: number) {
  return renderMessagePage(
    'Check your e-mail',
    'Check your e-mail',
    `If an account has this address, we have sent it a link to choose a new password. The link works once, for ${minutes} minutes.</p><p><a href="/">Back to Spraybook</a>`,
  );
}

/** The reset link's form: the new password. */
export function renderResetPage(opts: { action: string; error?: string }) {
  return page(
    'Choose a new password',
    `${brand}
<p class="lead">Choose a new password. Every device signed in to your account will be signed out.</p>
${errorBox(opts.error)}
<form method="post" action="${escapeHtml(opts.action)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="200" autofocus>
<div class="hint">At least 8 characters.</div>
<div class="buttons"><button class="primary" type="submit">Set new password</button></div>
</form>`,
  );
}

export function renderResetDonePage(username: string) {
  return renderMessagePage(
    'Password changed',
    'Your password has been changed',
    `Sign in as ${escapeHtml(username)} with your new password.</p><p><a href="/">Go to Spraybook and sign in</a>`,
  );
}

const EMAIL_LINK_PAGES = {
  confirm: {
    title: 'Confirm your e-mail',
    lead: 'Confirm this address: password-reset links of your Spraybook account will go to it.',
    button: 'Confirm address',
  },
  undo: {
    title: 'Secure your account',
    lead: 'Put your previous recovery address back and sign your account out on every device. Then choose a new password with Forgot password?.',
    button: 'Undo the change and sign out everywhere',
  },
} as const;

/** A recovery-address link's page: one button that does what the link is for. */
export function renderEmailLinkPage(
  kind: keyof typeof EMAIL_LINK_PAGES,
  opts: { action: string; error?: string },
) {
  const words = EMAIL_LINK_PAGES[kind];
  return page(
    words.title,
    `${brand}
<p class="lead">${escapeHtml(words.lead)}</p>
${errorBox(opts.error)}
<form method="post" action="${escapeHtml(opts.action)}">
<div class="buttons"><button class="primary" type="submit">${escapeHtml(words.button)}</button></div>
</form>`,
  );
}

export function renderEmailConfirmedPage(email: string | null) {
  return renderMessagePage(
    'Address confirmed',
    'Your recovery address is confirmed',
    `Password-reset links will go to ${escapeHtml(email ?? '')}.</p><p><a href="/">Go to Spraybook</a>`,
  );
}

export function renderEmailChangeUndonePage(email: string | null) {
  return renderMessagePage(
    'Change undone',
    'The change is undone',
    `${email ? `Password-reset links go to ${escapeHtml(email)} again. ` : ''}Every device was signed out of your account. If someone else knows your password, choose a new one now.</p><p><a href="/auth/recovery">Forgot password?</a></p><p><a href="/">Go to Spraybook</a>`,
  );
}
