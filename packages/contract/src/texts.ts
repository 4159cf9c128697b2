/**
 * The texts the server answers in `detail` that no schema carries: every one a person may read in the
 * Error dialog, kept here (plain, no zod) so the web can show or match the same words. A test
 * (`server/src/http/texts-in-contract.test.ts`) fails when the server writes one of its own.
 */

// What a caller cannot find: missing, or hidden from them (a private wall does not say it exists).
export const NOT_FOUND = 'Not found';
export const WALL_NOT_FOUND = 'Wall not found';
export const REVISION_NOT_FOUND = 'Wall revision not found';
export const HOLD_NOT_FOUND = 'Hold not found';
export const CLIMB_NOT_FOUND = 'Climb not found';
export const GRADE_NOT_FOUND = 'Grade not found';
export const TAG_NOT_FOUND = 'Tag not found';
export const VOTE_NOT_FOUND = 'Vote not found';
export const BETA_VIDEO_NOT_FOUND = 'Beta video not found';
export const ASCENT_NOT_FOUND = 'Tick not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const REPLY_NOT_FOUND = 'Reply not found';
export const SUBJECT_NOT_FOUND = 'Wall or climb not found';
export const CLIMB_LIST_NOT_FOUND = 'List not found';
export const USER_NOT_FOUND = 'User not found';

// Why a signed-in caller may not do something (403).
export const NOT_ALLOWED = 'You are not allowed to do this.';
export const REGISTER_FIRST = 'Finish creating your account first.';
export const ACCOUNT_DELETED = 'This account has been deleted.';
export const NOT_YOURSELF = 'You can only change your own account.';
export const NOT_FOLLOWING_AS_YOURSELF = 'You can only follow and unfollow as yourself.';
export const CANNOT_FOLLOW_YOURSELF = 'You cannot follow yourself.';
export const NOT_WALL_EDITOR = "Only the wall's owner and admins can change this wall.";
export const NOT_WALL_OWNER = "Only the wall's owner can change its admins.";
export const NOT_HOLD_EDITOR = "Only the wall's owner and admins can edit its holds.";
export const WALL_ARCHIVED = 'This wall is archived: only its owner and admins can add climbs to it.';
export const WALL_HAS_NO_OWNER =
  'This wall has no owner since its owner deleted their account: nobody can change it or add climbs until a climber who set climbs on it claims it.';
export const WALL_CLAIMED_ALREADY = 'Another climber claimed this wall a moment ago.';
export const NOT_WALL_CLAIMANT =
  'Only a wall without an owner can be claimed, and only by a climber who set a published climb on it.';
export const NOT_CLIMB_EDITOR =
  "Only the climb's setter and the wall's owner and admins can change this climb.";
export const NOT_ASCENT_AUTHOR = 'Only the climber who logged this tick can change it.';
export const NOT_BETA_VIDEO_AUTHOR = 'Only the climber who added this video can remove it.';
export const NOT_COMMENT_AUTHOR = 'Only the climber who wrote this comment can change it.';
export const NOT_REPLY_AUTHOR = 'Only the climber who wrote this reply can change it.';

// Sign-in (401).
export const SIGN_IN_NEEDED = 'You need to login to add stuff and vote.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const FAVORITES_NEED_SIGN_IN = 'You need to login to see your favorite walls.';

// A change the data does not allow (400).
export const UNKNOWN_USERS = 'Some of the chosen users no longer exist.';
export const ASCENT_CLIMB_FIXED = "A tick can't move to another climb.";
export const CLIMB_ON_OTHER_WALL = "A list only holds its own wall's climbs.";

// Wall photos.
export const IMAGE_NOT_BASE64 = 'The image is not valid base64.';
export const IMAGE_UNREADABLE = 'The image could not be read.';
export const WALL_PHOTO_JPEG_ONLY = 'Only JPEG images are accepted for wall photos.';
export const imageTooLarge = (megabytes: string) => `The image is larger than ${megabytes} MB.`;
export const imageTooManyPixels = (megapixels: number) =>
  `The image is too large: at most ${megapixels} megapixels.`;
export const RECOVERY_UNAVAILABLE =
  'Password reset by e-mail is not available with this sign-in. Ask whoever runs this Spraybook.';
// Account security: the recovery address and sessions (built-in sign-in).
export const EMAIL_RULE = 'Enter an e-mail address, like name@example.org.';
export const CURRENT_PASSWORD_NEEDED = 'Enter your current password.';
export const WRONG_PASSWORD = 'That is not your current password.';
/** Wrong passwords count with failed sign-ins (the same wait): a guesser gains nothing here. */
export const tooManyPasswordAttempts = (wait: string) =>
  `Too many wrong passwords. Wait ${wait} and try again.`;
/** Confirmation links mailed per account per hour (each also mails the old address). */
export const tooManyEmailChanges = (wait: string) =>
  `Too many e-mail changes in the last hour. Wait ${wait} and try again.`;
export const EMAIL_LINK_DEAD = 'This link has expired or was already used.';
export const PICTURE_REQUIRED = 'Please upload an image.';
export const PICTURE_TYPES_ONLY =
  'Profile pictures can be JPEG, PNG, BMP, GIF, TIFF, WebP, SVG or icon images.';
export const IMAGES_BUSY = 'Too many photos are being processed right now. Try again in a few seconds.';
/** `wait` as people say it: '45 seconds', '12 minutes'. */
export const tooManyUploads = (wait: string) =>
  `You have uploaded too many photos in the last hour. Wait ${wait} and try again.`;

// Idempotency keys (the `Idempotency-Key` header of a write).
export const IDEMPOTENCY_KEY_INVALID =
  'The Idempotency-Key header must be 1 to 200 printable ASCII characters.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
export const IDEMPOTENCY_KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still in progress. Try again in a few seconds.';
/** A retry of a write whose first request was saved, but whose server stopped before it could answer. */
export const IDEMPOTENCY_KEY_ALREADY_DONE = 'This change was already saved.';

// Requests the server cannot read at all.
/** A query parameter the endpoint does not know (a misspelt filter would otherwise be ignored). */
export const unknownQueryParameters = (names: readonly string[]) =>
  `Unknown query parameter${names.length === 1 ? '' : 's'}: ${names.join(', ')}.`;
export const SERVER_FAULT = 'Something went wrong on our side.';
/** The database cannot be reached (down or restarting): answered 503 with Retry-After. */
export const DATABASE_UNAVAILABLE = "Spraybook can't reach its database right now. Try again in a minute.";
export const REQUEST_TOO_LARGE = 'The request is too large.';
export const BODY_NOT_JSON = 'Send the request body as JSON.';
export const BODY_EMPTY = 'The request body is empty.';
export const ADDRESS_TOO_LONG = 'The address is too long.';
export const ADDRESS_INVALID = 'The address is not valid.';
export const HEADERS_TOO_LARGE = 'The request headers are too large.';
export const REQUEST_TIMEOUT = 'The request took too long to arrive.';
export const NOT_HTTP = 'The request is not valid HTTP.';
/** For whoever runs the server without the web build. */
export const WEB_NOT_BUILT = 'The web app is not built. Run npm run build -w web.';

// Said by the web, not the server: before a second tick of one climb on one day, so it is a choice, not an accident.
export const TICKED_TODAY_ASK = 'You ticked this today. Tick again?';
export const TICK_AGAIN = 'Tick again';

// Said by the web, not the server: a page on plain HTTP (not a secure context, such as a gym's LAN address).
export const INSECURE_ADDRESS_NOTICE =
  "This address isn't secure (HTTP), so Spraybook can't work offline or be installed here. Ask whoever runs it to serve it over HTTPS.";
