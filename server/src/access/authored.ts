import type { Caller } from './caller.ts';
import type { Decision } from './decision.ts';

/** A registered user's relation to something people write (a tick, a beta video, a comment, a reply). */
export type AuthorRole = 'author' | 'other';

/**
 * Changing something written is its author's alone. Someone else who can see it is refused; someone
 * who cannot is told it does not exist. The author keeps their own words even when what they wrote
 * about is hidden from them later.
 */
export const authorOnly =
  <Facts>(sees: (role: AuthorRole, facts: Facts) => boolean) =>
  (role: AuthorRole, facts: Facts): Decision =>
    role === 'author' ? 'allow' : sees(role, facts) ? 'forbidden' : 'not_found';

/** The reader a lookup checks the written thing's subject (climb, wall, comment) as. */
export const readerOf = (userId: string | null): Caller =>
  userId ? { state: 'registered', userId } : { state: 'visitor' };

/** The caller's role on something `authorId` wrote: `visitor` without a usable account. */
export const authorRoleOf = (userId: string | null, authorId: string): AuthorRole | 'visitor' =>
  !userId ? 'visitor' : userId === authorId ? 'author' : 'other';
