import { SESSION_INVITES_MAX } from './limits.ts';

/**
 * Inviting climbers to a session (issue 46's last kind, docs/decisions/0226): the refusals' details, as the API
 * answers them, and the invite dialog's words (plain, no zod).
 */
export const INVITE_JOIN_FIRST = 'Join the session before inviting climbers to it.';
export const INVITE_NOBODY = 'Choose at least one climber to invite.';
export const INVITE_TOO_MANY = `Invite at most ${SESSION_INVITES_MAX} climbers at once.`;
export const INVITEE_UNKNOWN = 'Some of the climbers you chose no longer exist.';
export const INVITEE_CANNOT_READ =
  'Some of the climbers you chose cannot see this session: its wall is private and they are not its members.';

export const SESSION_INVITE_WORDS = {
  /** The session page's button, and the dialog's title. */
  open: 'Invite climbers',
  help: 'Climbers you follow who follow you back. They get a notification with a link to join.',
  search: 'Search climbers',
  confirm: 'Invite',
  none: 'Follow climbers who follow you back, and you can invite them here.',
  noMatch: 'No climber matches.',
  loading: 'Loading climbers...',
  failed: 'Failed to load the climbers you follow.',
  invited: 'Invited',
  inSession: 'In the session',
} as const;

/** 'Invited Bea and Cid', 'Invited Bea and 2 others': the toast after inviting. */
export function invitedLine(names: string[]) {
  const [first, second] = names;
  if (!first) return '';
  if (names.length === 1) return `Invited ${first}`;
  if (names.length === 2) return `Invited ${first} and ${second}`;
  return `Invited ${first} and ${names.length - 1} others`;
}
