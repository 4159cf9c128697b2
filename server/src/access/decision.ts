/**
 * What the rules answer. `sign_in`, `register_first` and `account_deleted` depend only on who calls,
 * so every write gives a caller without a usable account the same answer, whatever the resource.
 */
export type Decision = 'allow' | 'not_found' | 'forbidden' | 'sign_in' | 'register_first' | 'account_deleted';

/** Callers who may read but never write: no token, a token without a user row, a deleted user. */
export type Anonymous = 'visitor' | 'unregistered' | 'deleted';

export const isAnonymous = (who: string): who is Anonymous =>
  who === 'visitor' || who === 'unregistered' || who === 'deleted';

/** The one answer every write gives a caller without a usable account. */
export function writeGate(who: Anonymous): Decision {
  if (who === 'visitor') return 'sign_in';
  return who === 'unregistered' ? 'register_first' : 'account_deleted';
}
