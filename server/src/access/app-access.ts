import { FAVORITES_NEED_SIGN_IN } from '@spraybook/contract';
import type { Caller } from './caller.ts';
import { isAnonymous, writeGate, type Decision } from './decision.ts';

type CallerState = Caller['state'];

/**
 * Actions on no stored resource, decided by the caller's state alone. Creating something inside another
 * resource (a climb on a wall) is a write of that resource's kind instead.
 */
export const appRules = {
  /** POST /users: any signed-in identity creates its account, or gets the one it has; not a deleted one. */
  sign_up: (who: CallerState): Decision =>
    who === 'visitor' ? 'sign_in' : who === 'deleted' ? 'account_deleted' : 'allow',
  add_wall: (who: CallerState): Decision => (isAnonymous(who) ? writeGate(who) : 'allow'),
  /** Listing one's favourite walls is a read, so it asks anyone without an account to sign in. */
  list_favorites: (who: CallerState): Decision => (who === 'registered' ? 'allow' : 'sign_in'),
};

/** The 401 detail of app actions that ask for a sign-in in their own words. */
export const appSignInDetails: Partial<Record<keyof typeof appRules, string>> = {
  list_favorites: FAVORITES_NEED_SIGN_IN,
};
