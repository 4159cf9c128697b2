import { BENCHMARK_VOTES_MIN } from '@spraybook/contract/plain';

/**
 * Texts the web shows that the server never sends (those live in `@spraybook/contract/plain`): the
 * spec's dialog, notice and failure words, kept in one place so a component and its test use the same
 * words, and so `texts.test.ts` can check the spec's error catalogue against them.
 */

// The remove confirmation (spec 8): one dialog for every remove.
export const removeTitle = (itemType: string) => `Remove ${itemType}`;
export const REMOVE_WARNING = "Are you sure? You can't undo this action afterwards.";
export const REMOVE = 'Remove';
export const CANCEL = 'Cancel';
export const REMOVED = 'Removed';
export const removedMessage = (item: string) => `This ${item} has been removed`;

// A breadcrumb whose wall or list did not load; the page itself still shows.
export const BREADCRUMB_FAILED = 'Unable to load breadcrumb';

// A visitor reaching a list action (spec 7, Lists): refused on the client, with a way to sign in.
export const LISTS_NEED_SIGN_IN = 'Authentication required to create/delete/modify/update lists';
export const SIGN_IN = 'Sign in';

// The Error dialog (spec 8): the server's detail, else the error's message, else this.
export const ERROR = 'Error';
export const AN_ERROR_OCCURRED = 'An error occurred';
export const SOMETHING_WENT_WRONG = 'Something went wrong!';

// Success toasts (spec 8).
export const TICKED = 'Ticked';
export const ASCENT_LOGGED = 'Your ascent has been logged';
export const ASCENT_UPDATED = 'Your ascent has been updated';
export const BETA_VIDEO_ADDED = 'Beta video added';
export const CLIMB_ADDED = 'Climb added';
export const CLIMB_UPDATED = 'Climb updated';
export const WALL_ADDED = 'Wall added';
export const WALL_UPDATED = 'Wall updated';
export const LOCATION_FOUND = 'Location found';
export const LOCATION_ERROR = 'Location error';
export const HOLD_ADDED = 'Hold added';
export const HOLD_DELETED = 'Hold deleted';
/** Deleting a hold without signal: the server alone knows which climbs use it. */
export const HOLD_USAGE_UNKNOWN =
  'Without signal Spraybook cannot check which climbs use this hold. Deleting it takes it out of any climb that does.';
export const VOTED = 'Voted';
export const VOTE_CAST = 'Your vote has been cast';

// Content replaced by a message (spec 8).
export const FAILED_TO_LOAD_CLIMB = 'Failed to load climb.';
export const FAILED_TO_LOAD_WALL = 'Failed to load wall.';
export const FAILED_TO_LOAD_CLIMBS = 'Failed to load climbs.';
export const FAILED_TO_LOAD_WALLS = 'Failed to load walls.';
export const FAILED_TO_LOAD_ADMINS = 'Failed to load admins.';
export const FAILED_TO_LOAD_USERS = 'Failed to load users.';
export const FAILED_TO_FOLLOW_USER = 'Failed to follow user';
export const FAILED_TO_UNFOLLOW_USER = 'Failed to unfollow user';
export const ERROR_LOADING_USER = 'Error loading user';
// While one person's profile loads (spec 2.17: rankings rows; everywhere a name shows).
export const LOADING_USER = 'Loading user...';
export const NO_USERS_FOUND = 'No users found';
export const FAILED_TO_LOAD_FEED = 'Failed to load feed.';
export const FAILED_TO_LOAD_LEADERBOARD = 'Failed to load leaderboard.';
export const FAILED_TO_LOAD_USER = 'Failed to load user.';
export const FAILED_TO_LOAD_BETA_VIDEO = 'Failed to load beta video.';
export const FAILED_TO_LOAD_RANKINGS = 'Failed to load rankings data.';
// A page's code that would not load online (the network is up, the file is not coming).
export const FAILED_TO_LOAD_PAGE = 'Failed to load page.';
// Sign-in's return: the provider's code could not be exchanged for tokens.
export const FAILED_TO_LOAD_AUTH_TOKEN = 'Failed to load auth token.';
// Sign-in's return failing after the tokens (loading or creating the user).
export const SIGN_IN_FAILED = 'Sign-in failed';
// A grade vote's form without the climber's own vote to start from.
export const FAILED_TO_LOAD_GRADE = 'Failed to load grade.';
// The tick form's tick, on a failure other than its absence ('Tick not found').
export const FAILED_TO_LOAD_ASCENT = 'Failed to load ascent.';
// More comments, below the ones already shown.
export const FAILED_TO_LOAD_COMMENT = 'Failed to load comment.';
// A page that shows a wall's part (rankings) whose wall did not load.
export const ERROR_LOADING_WALL = 'Error loading wall';
export const ERROR_LOADING_COMMENTS = 'Error loading comments';
export const ERROR_LOADING_CLIMBS = 'Error loading climbs';
export const ERROR_LOADING_WALL_REVISION = 'Error loading wall revision';
export const ERROR_LOADING_WALL_PHOTO = 'Error loading wall photo';
export const LOADING_WALL = 'Loading wall...';
export const NOT_SIGNED_IN = 'Not signed in.';
export const NO_RESULTS = 'No results';
export const FAILED_TO_FETCH_LISTS = 'Failed to fetch lists';

// Honest states (issue 23): back from a first sign-in's settings, and sign-in on another address.
export const CONTINUE_WHERE_YOU_WERE = 'Continue where you were';
export const SIGN_IN_ELSEWHERE_TITLE = 'Sign in at another address';
export const signInWorksAt = (publicUrl: string) => `Sign-in works at ${publicUrl}.`;
export const OPEN_SPRAYBOOK_THERE = 'Open Spraybook there';

// Tracing that learns the wall (issue 27; the spec is silent): what the suggestions learned from, and
// the one tap that drops it for a wall whose photo changed.
export const SUGGEST_AGAIN = 'Suggest again';
export const learnedFromCount = (learnedFrom: number) => `learned from ${learnedFrom} holds`;
export const suggestAgain = (learnedFrom: number) =>
  learnedFrom > 0 ? `${SUGGEST_AGAIN}: ${learnedFromCount(learnedFrom)}` : SUGGEST_AGAIN;
export const FORGET_LEARNING = 'Forget what you learned';
export const LEARNING_FORGOTTEN = 'Forgotten';
export const learningForgottenMessage = (needed: number) =>
  `Tracing goes by the photo's colours until ${needed} more holds are confirmed.`;
export const learnedFromHolds = (learnedFrom: number) => `Learned from ${learnedFrom} holds on this photo.`;
// Settings: profile picture, taking your data, deleting the account (issue 24).
export const PROFILE_PICTURE = 'Profile picture';
export const CHOOSE_PICTURE = 'Choose a picture';
export const CHANGE_PICTURE = 'Change picture';
export const CROP_PICTURE = 'Crop your picture';
export const CROP_HINT = 'Drag to move the picture; zoom to fit it in the circle.';
export const ZOOM = 'Zoom';
export const SAVE_PICTURE = 'Save picture';
export const PICTURE_SAVED = 'Picture saved';
export const PICTURE_SAVED_MESSAGE = 'Your profile picture has been updated';
export const PICTURE_NOT_PREVIEWABLE =
  'This browser cannot show this kind of image, so it cannot be cropped here: Spraybook will centre it in the circle.';
export const PICTURE_TYPES_HINT = 'JPEG, PNG, BMP, GIF, TIFF, WebP, SVG or icon';
export const YOUR_DATA = 'Your data';
export const YOUR_DATA_TEXT =
  'A ZIP file with everything you put in (profile, ticks, votes, comments, lists, to-do and the climbs you set) as JSON, and your ticks as a CSV logbook that spreadsheets open.';
export const DOWNLOAD_MY_DATA = 'Download my data';
export const DELETE_USER = 'Delete user';
export const DELETE_USER_INTRO = 'Deleting your account cannot be undone.';
export const DELETE_GOES_TITLE = 'What goes';
export const DELETE_GOES = [
  'your display name, profile picture, settings and e-mail address',
  'your sign-in: username, password, every session',
  'who you follow and who follows you, your favourite walls and your to-do list',
  'your private lists, your private ticks and your unpublished drafts',
] as const;
export const DELETE_STAYS_TITLE = 'What stays, shown as by Deleted user';
export const DELETE_STAYS = [
  'the climbs you published, your comments, replies and beta videos',
  'your public ticks and your votes, which other climbers’ rankings and grades count',
  'public lists you kept, with their wall',
] as const;
export const DELETE_WALLS_NOTE =
  'Walls you own pass to their longest-standing admin; a wall without admins stays for its climbers, owned by no one, when others set or ticked climbs on it, and is deleted with its photos otherwise.';
export const DELETE_WALLS_TITLE = 'Your walls';
export const DELETE_WALLS_LOADING = 'Checking what happens to your walls…';
export const CLAIM_WALL_TITLE = 'This wall has no owner';
export const CLAIM_WALL_TEXT =
  'Its owner deleted their account, and nobody can change the wall or add climbs until someone looks after it. You set climbs here: claim it to become its owner.';
export const CLAIM_WALL = 'Claim this wall';
/** What deleting the account does with one owned wall, as GET /users/{id}/deletion-preview says. */
export const deleteWallFate = (
  name: string,
  fate: 'to_admin' | 'kept_without_owner' | 'deleted',
  heir: string,
) =>
  fate === 'to_admin'
    ? `${name} goes to ${heir} (admin)`
    : fate === 'kept_without_owner'
      ? `${name} stays for its climbers, owned by no one`
      : `${name} is deleted`;
export const DELETE_DOWNLOAD_FIRST = 'Download your data first if you want to keep your logbook.';
export const DELETE_CONFIRM_LABEL = 'Type delete to confirm';
export const DELETE_CONFIRM_WORD = 'delete';
export const DELETE_MY_ACCOUNT = 'Delete my account';
export const ACCOUNT_DELETED_TITLE = 'Account deleted';
export const ACCOUNT_DELETED_MESSAGE = 'Your account and personal data have been deleted.';
export const RECOVERY_EMAIL = 'E-mail for a password reset';
export const RECOVERY_EMAIL_TEXT =
  'Optional. Only used to send you a link if you forget your password; never shown to anyone, never used for anything else.';
export const RECOVERY_EMAIL_LABEL = 'E-mail address';
export const RECOVERY_EMAIL_SAVED = 'Saved';
export const SAVE_EMAIL = 'Set e-mail';
export const CURRENT_PASSWORD = 'Current password';
export const CURRENT_PASSWORD_HINT = 'Needed to change or remove the address';
export const recoveryEmailNow = (email: string) => `Reset links go to ${email}.`;
/** After a change is asked for, and for as long as the link waits. */
export const confirmationSent = (email: string) =>
  `We sent a confirmation link to ${email}; the address changes when you open it.`;
export const RECOVERY_EMAIL_REMOVED = 'E-mail removed';
export const SIGN_OUT_EVERYWHERE = 'Sign out of all devices';
export const SIGN_OUT_EVERYWHERE_TEXT =
  'Signs your account out on every phone, tablet and computer, this one too. Use it if you lost a device or think someone else is signed in as you.';
export const SIGN_OUT_EVERYWHERE_QUESTION =
  'Every device signed in to your account, this one included, will have to sign in again.';
export const SIGN_OUT_EVERYWHERE_CONFIRM = 'Sign out everywhere';

// Offline at the wall (issue 25): the top bar's indicator, a page the phone never kept, saving a wall.
export const OFFLINE = 'Offline';
export const offlineSince = (time: string) => `Offline · data from ${time}`;
export const PAGE_NOT_SAVED_OFFLINE = 'You are offline; this page has not been saved on this phone yet';
/** A part of a page whose code did not load (offline before the phone kept it, or a newer release). */
export const SECTION_NOT_SAVED_OFFLINE = 'This part of the page has not been saved on this phone yet.';
export const SECTION_NOT_LOADED = 'This part of the page could not be loaded.';
export const PAGE_NOT_SAVED_HINT =
  'Pages you opened with a network, and walls you saved for offline, open here.';
export const GO_BACK = 'Go back';
/** The way out of a page that cannot be shown. */
export const GO_TO_HOME = 'Go to home';
/** The offline page's list of the walls and climbs this phone kept. */
export const SAVED_ON_THIS_PHONE = 'Saved on this phone';
export const SAVE_WALL_OFFLINE = 'Save this wall for offline';
export const SAVING_WALL_OFFLINE = 'Saving this wall for offline...';
export const savedWallOffline = (climbs: number, size: string) =>
  `Saved for offline: ${climbs} ${climbs === 1 ? 'climb' : 'climbs'}, ${size} on this phone`;
export const SAVE_WALL_OFFLINE_FAILED = 'The wall could not be saved for offline. Try again with a network.';

// The full tick form opened from the tick sheet's 'More options' with a grade feel or stars chosen there.
export const tickCarriesVotes = (grade: string | null, stars: number | null) =>
  `With this tick: ${[grade && `grade feel ${grade}`, stars && `${stars} ${stars === 1 ? 'star' : 'stars'}`]
    .filter(Boolean)
    .join(', ')}.`;

/** A list's spinner while its next page loads (the feed, the notifications). */
export const LOADING_MORE = 'Loading more';

// Grades you can trust (issue 47): the angle a climber climbs an adjustable wall at, a climb's figures there,
// the spread of its grade votes and benchmarks (docs/decisions/0214-angle-choice-and-spread-words.md).
export const todayAt = (angle: number) => `Today at ${angle}°`;
export const setAt = (angle: number) => `set at ${angle}°`;
export const atAngle = (angle: number) => `at ${angle}°`;
export const degrees = (angle: number) => `${angle}°`;
export const ANGLE_CHOICE = 'The angle you climb this wall at';
export const ANGLE_UP = 'Steeper, 5° more';
export const ANGLE_DOWN = 'Less steep, 5° less';
export const TICK_ANGLE = 'Angle';
export const votesCount = (n: number) => (n === 1 ? '1 vote' : `${n} votes`);
export const ticksCount = (n: number) => (n === 1 ? '1 tick' : `${n} ticks`);
export const mostVotes = (low: string, high: string, votes: number) =>
  `most votes ${low === high ? low : `${low}–${high}`} (${votesCount(votes)})`;
export const setterGradeStands = (votes: number) => `Setter's grade until ${votes} votes`;
export const BENCHMARK = 'Benchmark';
export const BENCHMARKS_ONLY = 'Benchmarks only';
export const BENCHMARKS_ONLY_HINT = `Grades climbers agree on: ${BENCHMARK_VOTES_MIN} votes or more, the middle half within one grade`;
export const WIDE_SPREAD = '±';
export const WIDE_SPREAD_LABEL = 'Votes disagree by more than a grade';
export const CLIMBS_BY_GRADE = 'Climbs by grade';
export const climbsByGradeAt = (angle: number) => `${CLIMBS_BY_GRADE} at ${angle}°`;
