import { COOKIE_NOTICE_TEXT } from '@spraybook/contract';
import { escapeHtml } from '../../lib/html.ts';

const CONTENT = `<div class="fs-cookie-row"><p class="fs-cookie-text">${escapeHtml(COOKIE_NOTICE_TEXT)}</p><span class="fs-button fs-cookie-accept">Accept</span></div>`;

/**
 * The cookie notice as web/src/app/shell/cookie-banner.tsx draws it, for a visitor who has not
 * accepted it yet: fixed over the bottom of the screen from the first paint, wherever the parser
 * is. A full-height first screen (the climb page's) also gets the notice's room at the foot of its
 * column: a hidden copy, as tall as the notice by construction, so the column ends above it as the
 * app's page does (placed last by CSS: it comes first in the markup, so the climb view script,
 * last, measures the canvas with it there). Its Accept waits for the app, like the first screen's
 * other buttons.
 */
export function cookieNoticeMarkup(fullHeight: boolean) {
  const notice = `<div class="fs-cookie" role="region" aria-label="Cookie notice">${CONTENT}</div>`;
  if (!fullHeight) return notice;
  return `${notice}<div class="fs-cookie fs-cookie-room" aria-hidden="true">${CONTENT}</div>`;
}
