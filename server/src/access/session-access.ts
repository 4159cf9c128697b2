import {
  INVITE_JOIN_FIRST,
  JOIN_SESSION_FIRST,
  NOT_SESSION_STARTER,
  NOT_SESSION_STARTER_SHARE,
  SESSION_ALREADY_SHARED,
  SESSION_ENDED,
  SESSION_NOT_ENDED,
  SESSION_NOT_FOUND,
} from '@spraybook/contract';
import type { Decision } from './decision.ts';
import { defineKind } from './resource-kind.ts';
import { sessionFacts } from './session-facts.queries.ts';
import { lookupWall, wallReadableIn } from './wall-access.ts';

/**
 * A registered user's relation to a climbing session: in it now (`present`), in it once (`former`: left,
 * or it ended), or never (`user`).
 */
export type SessionRole = 'present' | 'former' | 'user';

export interface SessionFacts {
  /** Whether the caller reads the session's wall (`wall.read`): a private wall's sessions are its members'. */
  wallReadable: boolean;
  /** Open, and not idle for SESSION_IDLE_HOURS. */
  open: boolean;
  /** Whether the caller started it (the one who may end it, and share it once ended). */
  started: boolean;
  /** Whether its starter shared its summary to the wall's feed (docs/decisions/0223-shared-session-summary.md). */
  shared: boolean;
}

// An open session is seen by whoever may join it; an ended one by those who were in it, and once shared to the
// wall's feed by every signed-in reader of the wall. A lost wall hides all of them.
const sees = (role: SessionRole | 'visitor', s: SessionFacts) =>
  s.wallReadable && role !== 'visitor' && (s.open || role !== 'user' || s.shared);
const seenThen = (role: SessionRole, s: SessionFacts, allowed: boolean): Decision =>
  !sees(role, s) ? 'not_found' : allowed ? 'allow' : 'forbidden';
/** The queue, Next, '+1' and 'Sent': its members present, while it is open. */
const act = (role: SessionRole, s: SessionFacts) => seenThen(role, s, s.open && role === 'present');

/**
 * Climbing sessions (issue 45, docs/decisions/0217-session-rules.md): read and joined by whoever reads the
 * wall while open; played by the members present; ended by its starter, who may then share it to the wall's
 * feed (0223), where every signed-in reader of the wall reads it. Visitors are told nothing.
 */
export const sessionAccess = defineKind<SessionRole, SessionFacts>()({
  notFound: SESSION_NOT_FOUND,
  async lookup(db, userId, sessionId) {
    const found = await sessionFacts(db, sessionId, userId);
    if (!found) return null;
    const wall = await lookupWall(db, userId, found.row.wallId);
    if (!wall) return null;
    const facts = {
      wallReadable: wallReadableIn(wall),
      open: found.open,
      started: !!userId && found.row.starterId === userId,
      shared: found.row.sharedAt !== null,
    };
    const role = !userId
      ? 'visitor'
      : found.present
        ? 'present'
        : found.present === false
          ? 'former'
          : 'user';
    return { role: role as SessionRole | 'visitor', facts, row: found.row, wall };
  },
  reads: { read: (role, s) => (sees(role, s) ? 'allow' : 'not_found') },
  writes: {
    join: (role, s) => seenThen(role, s, s.open),
    // Leaving a session one is not in, or one that ended, changes nothing.
    leave: (role, s) => seenThen(role, s, true),
    play: act,
    end: (role, s) => seenThen(role, s, s.open && s.started),
    // Its summary to the wall's feed: its starter, once it ended, once.
    share: (role, s) => seenThen(role, s, !s.open && s.started && !s.shared),
    // Asking climbers to join (docs/decisions/0226): its members present, while it is open. Whom: session-invitees.ts.
    invite: (role, s) => seenThen(role, s, s.open && role === 'present'),
  },
  forbidden: {
    join: SESSION_ENDED,
    play: (s) => (s.open ? JOIN_SESSION_FIRST : SESSION_ENDED),
    end: (s) => (s.open ? NOT_SESSION_STARTER : SESSION_ENDED),
    share: (s) =>
      !s.started ? NOT_SESSION_STARTER_SHARE : s.open ? SESSION_NOT_ENDED : SESSION_ALREADY_SHARED,
    invite: (s) => (s.open ? INVITE_JOIN_FIRST : SESSION_ENDED),
  },
});
