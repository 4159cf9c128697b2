import {
  INVITE_JOIN_FIRST,
  JOIN_SESSION_FIRST,
  NOT_SESSION_STARTER,
  NOT_SESSION_STARTER_SHARE,
  SESSION_ALREADY_SHARED,
  SESSION_ENDED,
  SESSION_NOT_ENDED,
} from '@spraybook/contract';
import { describe, expect, it } from 'vitest';
import type { Anonymous, Decision } from './decision.ts';
import { sessionAccess, type SessionFacts, type SessionRole } from './session-access.ts';

// allow, not_found (404), forbidden (403), sign_in (401), register_first and account_deleted (403).
const [A, N, F, S, R, D] = [
  'allow',
  'not_found',
  'forbidden',
  'sign_in',
  'register_first',
  'account_deleted',
] as const satisfies Decision[];

// `user` reads the wall and was never in the session; `former` was (left, or it ended); `present` is in it.
const callers: (Anonymous | SessionRole)[] = [
  'visitor',
  'unregistered',
  'deleted',
  'user',
  'former',
  'present',
];
type Verb = 'read' | 'join' | 'leave' | 'play' | 'end' | 'share' | 'invite';
const decide = (verb: Verb, who: Anonymous | SessionRole, facts: SessionFacts) =>
  sessionAccess.decide(verb, who, facts);

//                        visitor unregistered deleted user former present
// Callers without a usable account read as visitors, who are told nothing of sessions.
const open: Record<Verb, Decision[]> = {
  read: [N, N, N, A, A, A],
  join: [S, R, D, A, A, A],
  leave: [S, R, D, A, A, A],
  play: [S, R, D, F, F, A],
  end: [S, R, D, F, F, F],
  share: [S, R, D, F, F, F],
  // Inviting climbers (0226): as playing, its members present while it is open.
  invite: [S, R, D, F, F, A],
};
// The starter ends it, present or not (a starter never in it, `user`, cannot occur); shares it once ended.
const openStarted = { ...open, end: [S, R, D, A, A, A] };
// Ended: for those who were in it; nobody plays, joins or ends it any more.
const ended: Record<Verb, Decision[]> = {
  read: [N, N, N, N, A, A],
  join: [S, R, D, N, F, F],
  leave: [S, R, D, N, A, A],
  play: [S, R, D, N, F, F],
  end: [S, R, D, N, F, F],
  share: [S, R, D, N, F, F],
  invite: [S, R, D, N, F, F],
};
// Its starter shares it (they were in it: former, or present in the instant it ended).
const endedStarted = { ...ended, share: [S, R, D, N, A, A] };
// Shared to the wall's feed: every signed-in reader of the wall reads it; nobody shares it again.
const shared: Record<Verb, Decision[]> = {
  read: [N, N, N, A, A, A],
  join: [S, R, D, F, F, F],
  leave: [S, R, D, A, A, A],
  play: [S, R, D, F, F, F],
  end: [S, R, D, F, F, F],
  share: [S, R, D, F, F, F],
  invite: [S, R, D, F, F, F],
};
// The wall hidden from the caller (a private wall they are not, or no longer, a member of): nothing at all.
const hidden: Record<Verb, Decision[]> = {
  read: [N, N, N, N, N, N],
  join: [S, R, D, N, N, N],
  leave: [S, R, D, N, N, N],
  play: [S, R, D, N, N, N],
  end: [S, R, D, N, N, N],
  share: [S, R, D, N, N, N],
  invite: [S, R, D, N, N, N],
};

describe('session permissions', () => {
  const facts = (f: Omit<SessionFacts, 'shared'>, shared = false): SessionFacts => ({ ...f, shared });
  const cases: [string, SessionFacts, Record<Verb, Decision[]>][] = [
    ['an open session', facts({ wallReadable: true, open: true, started: false }), open],
    [
      'an open session the caller started',
      facts({ wallReadable: true, open: true, started: true }),
      openStarted,
    ],
    ['an ended session', facts({ wallReadable: true, open: false, started: false }), ended],
    [
      'an ended session the caller started',
      facts({ wallReadable: true, open: false, started: true }),
      endedStarted,
    ],
    ['a shared session', facts({ wallReadable: true, open: false, started: false }, true), shared],
    [
      'a shared session the caller started',
      facts({ wallReadable: true, open: false, started: true }, true),
      shared,
    ],
    [
      'a session on a wall the caller cannot read',
      facts({ wallReadable: false, open: true, started: false }),
      hidden,
    ],
    [
      'a shared session on a wall the caller cannot read',
      facts({ wallReadable: false, open: false, started: true }, true),
      hidden,
    ],
    [
      'a session the caller started, its wall lost',
      facts({ wallReadable: false, open: true, started: true }),
      hidden,
    ],
  ];
  for (const [label, facts, table] of cases) {
    for (const [verb, expected] of Object.entries(table) as [Verb, Decision[]][]) {
      const row = callers.map((who, i) => `${who} ${expected[i]}`).join(', ');
      it(`session.${verb} on ${label}: ${row}`, () => {
        expect(callers.map((who) => decide(verb, who, facts))).toEqual(expected);
      });
    }
  }
  it('says why: join first, only the starter ends it, it has ended', () => {
    const facts = { wallReadable: true, open: true, started: false, shared: false };
    expect(sessionAccess.play.refused(facts)).toBe(JOIN_SESSION_FIRST);
    expect(sessionAccess.end.refused(facts)).toBe(NOT_SESSION_STARTER);
    for (const verb of ['join', 'play', 'end'] as const)
      expect(sessionAccess[verb].refused({ ...facts, open: false })).toBe(SESSION_ENDED);
  });
  it('says why not invite: join first, it has ended', () => {
    const facts = { wallReadable: true, open: true, started: true, shared: false };
    expect(sessionAccess.invite.refused(facts)).toBe(INVITE_JOIN_FIRST);
    expect(sessionAccess.invite.refused({ ...facts, open: false })).toBe(SESSION_ENDED);
  });
  it('says why not share: only its starter, once it ended, once', () => {
    const facts = { wallReadable: true, open: false, started: false, shared: false };
    expect(sessionAccess.share.refused(facts)).toBe(NOT_SESSION_STARTER_SHARE);
    expect(sessionAccess.share.refused({ ...facts, started: true, open: true })).toBe(SESSION_NOT_ENDED);
    expect(sessionAccess.share.refused({ ...facts, started: true, shared: true })).toBe(
      SESSION_ALREADY_SHARED,
    );
  });
});
