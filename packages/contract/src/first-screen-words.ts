/**
 * The words a visitor reads before the app has started, drawn twice: by the server's first screen
 * (server/src/features/first-screen) and by the app's own components once it takes over. Both take
 * them from here, and a web unit test (web/src/first-screen/first-screen-words.test.tsx) compares
 * the two sides' controls by role and accessible name, so a word changed on one side alone fails.
 */

/** The top bar (web/src/app/shell/top-bar.tsx) as a visitor sees it. */
export const TOP_BAR_WORDS = {
  menu: 'Open navigation',
  home: 'Spraybook home',
  name: 'Spraybook',
  findWall: 'Find wall',
  map: 'Map',
  search: 'Search',
  /** The wide search button's keys (the app shows ⌘ K on a Mac). */
  searchKeys: 'Ctrl K',
  addWall: 'Add Wall',
  install: 'Install the app',
  signIn: 'Sign in',
} as const;

/** The colour scheme button's name: what it switches to. */
export const switchThemeLabel = (next: 'light' | 'dark') => `Switch to ${next} theme`;

/** The home page's hero (web/src/features/home/pages/home-page.tsx) for a visitor. */
export const HOME_HERO_WORDS = {
  eyebrow: 'Spraybook',
  title: 'Share your problems',
  text: 'Find, catalogue and tick problems on spraywalls and training boards — with your whole crew.',
  findWall: 'Find wall',
  addWall: 'Add wall',
  browseMap: 'Browse map',
} as const;

/** The home page's 'Spraywall of the month' card (web/src/features/home/pages/home-page.tsx). */
export const SPOTLIGHT_WORDS = {
  kicker: 'Spraywall of the month',
  open: 'Open wall →',
  photo: (wallName: string) => `Photo of ${wallName}`,
  gym: (gymName: string) => `At ${gymName}`,
} as const;

/** A wall's tabs (web/src/features/walls/components/wall-sub-nav.tsx): their names and paths under the wall. */
export const WALL_TABS = [
  { label: 'Overview', path: '' },
  { label: 'Climbs', path: '/list' },
  { label: 'Add climb', path: '/add-climb' },
] as const;

/** The line under a wall's name: its gym, or that it has none. */
export const wallGymLine = (gymName: string | null) => (gymName ? `At ${gymName}` : 'No gym set');

/** The climb page (web/src/pages/climb) and its sheet at rest (climb-info-sheet.tsx). */
export const CLIMB_PAGE_WORDS = {
  crumb: 'Climb',
  imageTab: 'Image',
  detailsTab: 'Details',
  letters: 'Letters',
  previous: 'Previous',
  next: 'Next',
  /** Previous and Next's accessible names: the word alone would not say what they step through. */
  previousClimb: 'Previous climb',
  nextClimb: 'Next climb',
  tick: 'Tick',
  moreInfo: 'More climb info',
  closeInfo: 'Close climb info',
} as const;

/** The copy-link button on a wall's banner (web/src/shared/ui/copy-link-button.tsx). */
export const COPY_LINK = 'Copy link';

/** The climb's place in the list it was opened from, on the sheet's top row. */
export const climbPosition = (position: number, total: number) => `${position} of ${total}`;
