import { FAVORITES_NEED_SIGN_IN } from '@spraybook/contract';
import type { Caller } from './caller.ts';
import { isAnonymous, writeGate, type Decision } from './decision.ts';

type CallerState = Caller['state'];

/** An action on no stored resource; `UserOnly` when only registered users pass (so it yields their id). */
export interface AppPermission<UserOnly extends boolean> {
  decide(who: CallerState): Decision;
  /** The 401 detail, for actions that ask for a sign-in in their own words. */
  signIn?: string;
  readonly userOnly: UserOnly;
}

/**
 * Actions on no stored resource, decided by the caller's state alone. Creating something inside another
 * resource (a climb on a wall) is a write of that resource's kind instead.
 */
export const appAccess = {
  /** POST /users: any signed-in identity creates its account, or gets the one it has; not a deleted one. */
  sign_up: {
    decide: (who: CallerState): Decision =>
      who === 'visitor' ? 'sign_in' : who === 'deleted' ? 'account_deleted' : 'allow',
    userOnly: false,
  },
  add_wall: {
    decide: (who: CallerState): Decision => (isAnonymous(who) ? writeGate(who) : 'allow'),
    userOnly: true,
  },
  /** The personal feed is one's own: anyone without a usable account gets that state's one answer. */
  read_own_feed: {
    decide: (who: CallerState): Decision => (isAnonymous(who) ? writeGate(who) : 'allow'),
    userOnly: true,
  },
  /** Notifications are one's own, to read and to mark read: like the feed, each other state gets its one answer. */
  own_notifications: {
    decide: (who: CallerState): Decision => (isAnonymous(who) ? writeGate(who) : 'allow'),
    userOnly: true,
  },
  /** The session one is in (issue 45) is one's own to ask for: each other state gets its one answer. */
  own_session: {
    decide: (who: CallerState): Decision => (isAnonymous(who) ? writeGate(who) : 'allow'),
    userOnly: true,
  },
  /** Listing one's favourite walls is a read, so it asks anyone without an account to sign in. */
  list_favorites: {
    decide: (who: CallerState): Decision => (who === 'registered' ? 'allow' : 'sign_in'),
    signIn: FAVORITES_NEED_SIGN_IN,
    userOnly: true,
  },
} as const satisfies Record<string, AppPermission<boolean>>;
