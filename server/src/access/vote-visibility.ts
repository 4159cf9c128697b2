import { readerId, type Caller } from './caller.ts';

/**
 * Whether a vote's answer names its voter to `caller`: a public vote names them to everyone who
 * reads the climb, an anonymous one only to the voter themself. vote-visibility.test.ts is its matrix.
 */
export function voteAuthorShownTo(caller: Caller, vote: { userId: string; public: boolean }): boolean {
  return vote.public || vote.userId === readerId(caller);
}
