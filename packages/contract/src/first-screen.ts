/**
 * The ids a climb page's first screen is drawn with: the server writes the markup
 * (server/src/features/first-screen/climb-screen.ts) and the web build's climb view script
 * (web/src/first-screen) fits and rings the photo in it, so both read them from here.
 */
export const CLIMB_VIEW_IDS = {
  /** A `<script type="application/json">` holding the photo, the climb's holds and its hold lists. */
  data: 'fs-climb-data',
  /** The canvas's root: the photo is fitted into its box. */
  canvas: 'fs-canvas',
  /** Inside the canvas: the photo's box, moved and scaled by the view's transform. */
  content: 'fs-canvas-content',
  /** The `<img>` in the content. */
  photo: 'fs-canvas-photo',
  /** The `<svg>` over the photo, in the content, the climb's rings are drawn into. */
  layers: 'fs-canvas-layers',
  /** The zoom buttons, kept above the sheet. */
  controls: 'fs-canvas-controls',
  /** The climb sheet over the canvas's bottom (optional). */
  sheet: 'fs-sheet',
  /** The Letters toggle beside the tabs: `data-off` when letters are off. */
  letters: 'fs-letters',
} as const;

/** The zoom buttons in the controls, by `data-zoom-button` (in, out, reset): disabled at either end of the zoom. */
export const ZOOM_BUTTON_ATTRIBUTE = 'data-zoom-button';

/**
 * The cookie notice, drawn by the app (web/src/app/shell/cookie-banner.tsx) and, on a first visit,
 * by the server's first screen, so the two look the same: the cookie Accept sets (the server leaves
 * the notice out once a request carries it), the notice's text, and the root's CSS variable that
 * holds the notice's height while it shows, which full-height pages leave free at their foot so
 * the notice never hides their bottom (the climb sheet's Previous, Tick and Next).
 */
export const CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_NOTICE_TEXT = 'This app/website uses cookies to enhance the user experience.';
export const COOKIE_NOTICE_HEIGHT_VARIABLE = '--cookie-notice-height';
/**
 * Over the page and its header (100), under Mantine's drawers, modals and menus (200 and up): a
 * climber who never answers the notice still reaches the tick sheet's Flash at the screen's foot.
 */
export const COOKIE_NOTICE_Z_INDEX = 150;

/** Whether a cookie string (`document.cookie`, a request's Cookie header) holds the visitor's Accept. */
export function hasConsent(cookies: string | undefined): boolean {
  return (cookies ?? '').split(';').some((c) => c.trim() === `${CONSENT_COOKIE}=true`);
}

/**
 * The query parameter that asks a page to open one of its write actions (`?action=tick`: the tick sheet), as
 * sign-in comes back with (web/src/shared/data/resume-after-sign-in.ts). A climb's first screen links its Tick there, so
 * a tap before the app has started loads the page with its tick sheet open (or a visitor's sign-in).
 */
export const ACTION_PARAM = 'action';

/**
 * The API answers a first screen was drawn from, as a visitor reads them: the server writes them into
 * the page (`<script type="application/json" id="fs-answers">`) and the app starts its queries from
 * them rather than asking the server again (web/src/shared/data/first-screen-answers.ts). Small answers only: a
 * wall revision's every hold would weigh on the first paint.
 */
export const FIRST_SCREEN_ANSWERS_ID = 'fs-answers';
export type FirstScreenRoute = 'getClimb' | 'getWall' | 'getClimbNeighbours' | 'getSpotlightWall';
export interface FirstScreenAnswer {
  route: FirstScreenRoute;
  /** The route's path parameters (a climb's neighbours: in the wall's unfiltered list). */
  params: Record<string, string>;
  /** The answer as the API serializes it. */
  body: unknown;
}
