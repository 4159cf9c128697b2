import { ASCENT_NOT_FOUND, NOT_ASCENT_AUTHOR } from '@spraybook/contract';
import { ascentFacts } from './access.queries.ts';
import { climbAccess } from './climb-access.ts';
import { authorOnly, authorRoleOf, readerOf, type AuthorRole } from './authored.ts';
import { defineKind } from './resource-kind.ts';

/** A registered user's relation to a tick: its author, or anyone else. */
export type AscentRole = AuthorRole;

export interface AscentFacts {
  public: boolean;
  /** Whether the caller may read the ticked climb (`climb.read`). */
  climbReadable: boolean;
}

const sees = (role: AscentRole | 'visitor', ascent: AscentFacts) =>
  role === 'author' || (ascent.climbReadable && ascent.public);
// The author keeps their own ticks, even of a climb they can no longer see; others are told nothing.
const authorChanges = authorOnly(sees);

/** Ticks: public ones read by whoever reads the climb, private ones by their author; changed by their author. */
export const ascentAccess = defineKind<AscentRole, AscentFacts>()({
  notFound: ASCENT_NOT_FOUND,
  async lookup(db, userId, ascentId) {
    const ascent = await ascentFacts(db, ascentId);
    if (!ascent) return null;
    const climb = await climbAccess.check(db, readerOf(userId), 'read', ascent.climbId);
    const facts = { public: ascent.public, climbReadable: climb === 'allow' };
    // The climb comes back to the service, which locks it before changing the tick (no second read).
    return { role: authorRoleOf(userId, ascent.userId), facts, climbId: ascent.climbId };
  },
  reads: { read: (role, ascent) => (sees(role, ascent) ? 'allow' : 'not_found') },
  writes: { update: authorChanges, delete: authorChanges },
  forbidden: { update: NOT_ASCENT_AUTHOR, delete: NOT_ASCENT_AUTHOR },
});
