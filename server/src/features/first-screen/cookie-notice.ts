import { COOKIE_NOTICE_TEXT } from '@spraybook/contract';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The cookie notice as web/src/app/shell/cookie-banner.tsx draws it, for a visitor who has not
 * accepted it yet: fixed over the bottom of the screen, or (placed last by CSS) at the foot of a
 * full-height first screen's column (the climb page's), which so ends above it as the app's page
 * does. Its Accept waits for the app, like the first screen's other buttons.
 */
export function cookieNoticeMarkup() {
  return `<div class="fs-cookie" role="region" aria-label="Cookie notice"><div class="fs-cookie-row"><p class="fs-cookie-text">${escapeHtml(COOKIE_NOTICE_TEXT)}</p><span class="fs-button fs-cookie-accept">Accept</span></div></div>`;
}
