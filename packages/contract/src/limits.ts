/**
 * Limits, defaults and the spec's fixed texts, as plain values: the schemas beside this file use
 * them, and so can code that must not load zod (the web's first download).
 */

export const DISPLAY_NAME_MAX = 50;

export const WALL_NAME_MAX = 100;
/** Gym name and description. */
export const WALL_TEXT_MAX = 2000;
export const ANGLE_MIN = -90;
export const ANGLE_MAX = 90;
export const ANGLE_RANGE = `An angle is a whole number of degrees from ${ANGLE_MIN} to ${ANGLE_MAX}`;
export const DEFAULT_WALL_ANGLE = 40;
/** How far one tap of the tick sheet's angle stepper moves (a tick's angle itself is any whole degree). */
export const ANGLE_STEP = 5;
/** A benchmark has at least this many grade votes at an angle (docs/decisions/0211-benchmark-rule.md)… */
export const BENCHMARK_VOTES_MIN = 10;
/** …and the middle half of them within this much of the unified grade scale: one grade. */
export const BENCHMARK_SPREAD_MAX = 1;
export const WALL_NAME_EMPTY = "Wall name can't be empty";
export const WALL_IMAGE_REQUIRED = 'You must submit an image of the wall';

/**
 * Spec 3: the address parts beside a wall's coordinates, in Nominatim's names, with the form's labels. `city` is
 * ours (Nominatim's city, town or village): the spec's parts have none, yet Details shows one.
 */
export const WALL_ADDRESS_PARTS = {
  road: 'Road',
  house_number: 'House number',
  suburb: 'Suburb',
  city_district: 'City district',
  city: 'City',
  county: 'County',
  municipality: 'Municipality',
  country: 'Country',
} as const;
export type WallAddressPart = keyof typeof WALL_ADDRESS_PARTS;
/** Each address part is a short text: the longest place names are well under it. */
export const WALL_ADDRESS_PART_MAX = 100;
/** No address: every part null. */
export const NO_WALL_ADDRESS = Object.fromEntries(
  Object.keys(WALL_ADDRESS_PARTS).map((p) => [p, null]),
) as Record<WallAddressPart, null>;
export const wallAddressPartTooLong = (part: WallAddressPart) =>
  `${WALL_ADDRESS_PARTS[part]} can be at most ${WALL_ADDRESS_PART_MAX} characters`;

/** Spec 9: wall search page size; a page holds at most WALLS_LIMIT_MAX walls. */
export const WALLS_PAGE_SIZE = 10;
export const WALLS_LIMIT_MAX = 100;
export const WALL_SEARCH_TEXT_MAX = 100;

export const QUICK_SEARCH_TEXT_MAX = 100;
/** Per result type; the quick search shows the best few of each and has no paging. */
export const QUICK_SEARCH_LIMIT = 5;

/** Spec 9: the personal feed loads 20 at a time, more on scroll; one page holds at most the max. */
export const PERSONAL_FEED_PAGE = 20;
export const PERSONAL_FEED_LIMIT_MAX = 100;
/** A followers or following dialog lists this many people at most, newest follow first. */
export const FOLLOW_LIST_LIMIT = 200;

export const CLIMB_NAME_MAX = 100;
export const CLIMB_DESCRIPTION_MAX = 2000;
export const CLIMB_NAME_EMPTY = "Climb name can't be empty";
/** Shown wherever a climb has no name (spec section 3). */
export const UNNAMED_CLIMB = 'Unnamed climb';
/** A climb's name as shown: UNNAMED_CLIMB when empty (the app and the server's first screen). */
export const climbName = (name: string) => name.trim() || UNNAMED_CLIMB;
/** Shown, on a climber's own tick or comment, for a wall or climb they can no longer read (docs/decisions/0064-removed-members-keep-their-words.md). */
export const WALL_NO_LONGER_SHOWN = 'A wall you can no longer see';
export const CLIMB_NO_LONGER_SHOWN = 'A climb you can no longer see';
/** Spec 9: the wall's climb list loads 15 at first and 15 more near its end. */
export const CLIMBS_PAGE_SIZE = 15;
/** A wall's home lists its newest climbs this many at a time (its first page is kept for offline at a first visit). */
export const WALL_HOME_CLIMBS_PAGE_SIZE = 10;
export const CLIMBS_LIMIT_MAX = 100;
/** Holds per role list of a climb; a circuit may visit holds more than once. */
export const CLIMB_HOLDS_MAX = 200;
/** Holds one batch may add (Accept all on a big wall's suggestions). */
export const HOLDS_BATCH_MAX = 1000;
/** Points of one hold outline. */
export const HOLD_POINTS_MAX = 200;
export const CLIMB_TAGS_MAX = 10;
/** Extra pannable space (px) around a wall photo on phones when the user has not chosen one. */
export const CANVAS_EXTRA_PADDING_DEFAULT = 50;

export const ASCENT_DESCRIPTION_MAX = 2000;
/** Spec 7: ticks are read 100 at a time. */
export const ASCENTS_LIMIT_MAX = 100;
/** The form's ascent types (spec 2.12); the API also knows 'onsight' ('First try!'). */
export const ASCENT_TYPES = ['redpoint', 'onsight', 'flash'] as const;
export const ASCENT_DATE_REQUIRED = 'Pick the date of your ascent';
export const ASCENT_ATTEMPTS_MIN = 'Attempts must be at least 1';
export const ASCENT_ATTEMPTS_MAX = 10_000;
export const ASCENT_ATTEMPTS_TOO_MANY = `Attempts can be at most ${ASCENT_ATTEMPTS_MAX}`;

/** Spec 5: a rating is 0 to 5 whole stars. */
export const RATING_MIN = 0;
export const RATING_MAX = 5;
/** Spec 9: a climb shows its broken warning from this many votes that it is broken. */
export const BROKEN_WARNING_FROM = 2;

/** Spec 5: a beta video's description. */
export const BETA_VIDEO_DESCRIPTION_MAX = 100;
export const VIDEO_LINK_UNSUPPORTED = 'Only YouTube and Instagram is supported.';
/** Shown on the link field after the server refused a submitted link. */
export const VIDEO_LINK_FAILED = 'Error with video-url, please try again.';
export const BETA_VIDEO_DUPLICATE = 'This video is already on the climb.';

export const COMMENT_EMPTY = "Comment can't be empty";
export const COMMENT_MAX = 2000;
/** Spec 9: comments are read 20 at a time. */
export const COMMENTS_PAGE_SIZE = 20;
export const COMMENTS_LIMIT_MAX = 100;

/** Spec 2.7: the climbs list sorts by these; 'new' (descending) by default. */
export const CLIMB_SORT_KEYS = ['name', 'grade', 'rating', 'new', 'ascents'] as const;
export const GRADE_RANGE_REVERSED = "The 'from' grade is above the 'to' grade.";
/**
 * Holds the climbs list's hold filters may name together: they travel in the URL (and a shared link),
 * 37 characters each, and 300 keep a request under Node's 16 kB header limit.
 */
export const HOLD_FILTER_MAX = 300;

export const LIST_NAME_EMPTY = 'Please enter a list name';
export const LIST_NAME_MAX = 100;
export const LIST_NOT_SELECTED = 'Please select a list';
export const PUBLIC_LIST_ADMINS_ONLY = 'As a non-admin of this wall, you can only create private lists.';
export const PUBLIC_LIST_EDITORS = 'Only wall admins can edit public lists';
export const OWN_LIST_ONLY = 'You can only edit your own lists';
/** Spec 9: ranking weights, their limits (step 5) and defaults. */
export const RANKING_WEIGHTS = {
  base_score: { min: 0, max: 1000, default: 100, label: 'Base score' },
  grade_increment_score: { min: 0, max: 100, default: 20, label: 'Grade increment score' },
  flash_bonus_score: { min: 0, max: 100, default: 10, label: 'Flash bonus score' },
} as const;
export const RANKING_WEIGHT_STEP = 5;

/** Spec 9: the wall feed shows 5 items at first, 'Load more' adds 10. */
export const WALL_FEED_FIRST = 5;
export const WALL_FEED_MORE = 10;
export const WALL_FEED_LIMIT_MAX = 100;
/** Spec 9: the leaderboard's top 3. */
export const LEADERBOARD_SIZE = 3;

/** A climb sharing this share of its holds with another (Jaccard: shared / either) looks like it. */
export const SIMILAR_CLIMB_FROM = 0.8;

/**
 * Dates the API takes (a tick's date, the ticks' date filter): PostgreSQL's `date` has no year 0, and
 * nobody ticked a climb before 1900. The 4-digit year of YYYY-MM-DD already ends at 9999.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '9999-12-31';
export const DATE_OUT_OF_RANGE = `A date must be from ${DATE_MIN} to ${DATE_MAX}`;
/** The largest PostgreSQL `integer`: no count, offset or filter the API takes goes past it. */
export const INT4_MAX = 2_147_483_647;

/** Issue 45: a climbing session holds at most this many climbers at once… */
export const SESSION_MEMBERS_MAX = 30;
/** …and this many climbs waiting in its queue. */
export const SESSION_QUEUE_MAX = 200;
/** An open session nobody touched for this long has ended (docs/decisions/0217-session-rules.md). */
export const SESSION_IDLE_HOURS = 6;
/** A session's event stream sends a comment line this often, so proxies keep it open. */
export const SESSION_HEARTBEAT_SECONDS = 15;
/** A member invites at most this many climbers to a session in one call (docs/decisions/0226). */
export const SESSION_INVITES_MAX = 10;
