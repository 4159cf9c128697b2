import type { IncomingHttpHeaders } from 'node:http';

export const CROSS_SITE_FORM =
  'This sign-in form was sent from another website, so it was refused. Go to Spraybook and sign in again.';

/**
 * True when a form POST comes from a page outside `allowed`: another site could otherwise sign a
 * visitor into the attacker's account (login CSRF) or make them create accounts. Browsers send
 * Origin on every POST; without it, Sec-Fetch-Site still tells. A client sending neither is not a
 * browser, and a CSRF needs a browser.
 */
export function isCrossOrigin(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return !allowed.includes(origin);
  const site = headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
