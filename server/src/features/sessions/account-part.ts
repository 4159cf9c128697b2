import { asc, eq } from 'drizzle-orm';
import type { AccountPart } from '../../account-data/account-part.ts';
import { climbColumns, onClimb } from '../../account-data/shown-names.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { climbingSessionAttempts as tries } from '../../db/schema/sessions.ts';
import { walls } from '../../db/schema/walls.ts';

/** A person's tries and sends in climbing sessions (issue 45) in their data export, oldest first. */
export const sessionsAccountPart: AccountPart = {
  async exportSections({ db, userId, names }) {
    const rows = await db
      .select({
        sessionId: tries.sessionId,
        ...climbColumns(names),
        sent: tries.sent,
        created: tries.created,
      })
      .from(tries)
      .innerJoin(climbs, eq(climbs.id, tries.climbId))
      .innerJoin(walls, eq(walls.id, climbs.wallId))
      .where(eq(tries.userId, userId))
      .orderBy(asc(tries.created), asc(tries.id));
    return {
      session_attempts: rows.map((t) => ({
        session_id: t.sessionId,
        ...onClimb(t),
        sent: t.sent,
        created: t.created,
      })),
    };
  },
};
