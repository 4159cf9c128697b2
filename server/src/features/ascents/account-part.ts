import { and, asc, eq } from 'drizzle-orm';
import type { AccountPart } from '../../account-data/account-part.ts';
import { climbColumns, onClimb } from '../../account-data/shown-names.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { walls } from '../../db/schema/walls.ts';

/** A person's ticks in their data export; their private ticks go with their account, the public ones stay. */
export const ascentsAccountPart: AccountPart = {
  async exportSections({ db, userId, names, gradeOf }) {
    const ticks = await db
      .select({
        id: ascents.id,
        ...climbColumns(names),
        date: ascents.ascentDate,
        ascentType: ascents.ascentType,
        attempts: ascents.attempts,
        public: ascents.public,
        notes: ascents.description,
        created: ascents.created,
      })
      .from(ascents)
      .innerJoin(climbs, eq(climbs.id, ascents.climbId))
      .innerJoin(walls, eq(walls.id, climbs.wallId))
      .where(eq(ascents.userId, userId))
      .orderBy(asc(ascents.ascentDate), asc(ascents.created));
    return {
      ticks: ticks.map((t) => ({
        id: t.id,
        ...onClimb(t),
        date: t.date,
        grade: gradeOf(t.gradeRank),
        ascent_type: t.ascentType,
        attempts: t.attempts,
        public: t.public,
        notes: t.notes,
        created: t.created,
      })),
    };
  },
  async deletePersonalRows(tx, userId) {
    await tx.delete(ascents).where(and(eq(ascents.userId, userId), eq(ascents.public, false)));
  },
};
