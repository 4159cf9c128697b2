import { describe, expect, it } from 'vitest';
import type { Caller } from './caller.ts';
import { voteAuthorShownTo } from './vote-visibility.ts';

const voter = 'u-voter';
const callers: [string, Caller][] = [
  ['visitor', { state: 'visitor' }],
  ['unregistered', { state: 'unregistered' }],
  ['deleted voter', { state: 'deleted', userId: voter }],
  ['someone else', { state: 'registered', userId: 'u-other' }],
  ['the voter', { state: 'registered', userId: voter }],
];

// A vote's author, by caller (rows) and whether the vote is public (columns).
const matrix: Record<string, [anonymous: boolean, open: boolean]> = {
  visitor: [false, true],
  unregistered: [false, true],
  'deleted voter': [false, true],
  'someone else': [false, true],
  'the voter': [true, true],
};

describe("whether a vote's answer names its voter", () => {
  it.each(callers)('for %s: anonymous votes only to the voter, public ones to all', (name, caller) => {
    const shown = [false, true].map((open) => voteAuthorShownTo(caller, { userId: voter, public: open }));
    expect(shown).toEqual(matrix[name]);
  });
});
