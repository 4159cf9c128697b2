/**
 * A first visit to home or a public wall's page gets its first screen in the HTML
 * (server/src/features/first-screen), over the app, which renders hidden beneath it. The page the
 * screen stands for takes it away once it looks the same (the wall's banner photo drawn, home's
 * sign-in state known); an error or the longest wait take it away too, so it never stays over a
 * page it does not match.
 */
const FIRST_SCREEN_ID = 'first-screen';
/** Longest the first screen waits for its page (a slow API answer): then the app shows as it is. */
const LONGEST_WAIT_MS = 10_000;

export function releaseFirstScreen() {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  // Its styles go too: they set the page's colours for the dark scheme the screen is drawn in.
  document.getElementById('first-screen-styles')?.remove();
  document.documentElement.removeAttribute('data-first-screen');
}

export const hasFirstScreen = () => document.getElementById(FIRST_SCREEN_ID) !== null;

/** Once the app has started: the first screen never stays longer than the longest wait. */
export function releaseFirstScreenEventually() {
  if (hasFirstScreen()) window.setTimeout(releaseFirstScreen, LONGEST_WAIT_MS);
}

/** For an element the first screen stands for: takes the screen away once the element is drawn. */
export function releaseFirstScreenWhenLoaded(image: HTMLImageElement | null) {
  if (!image || !hasFirstScreen()) return;
  if (image.complete) return releaseFirstScreen();
  image.addEventListener('load', releaseFirstScreen, { once: true });
  image.addEventListener('error', releaseFirstScreen, { once: true });
}
