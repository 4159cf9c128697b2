import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccountPart } from '../../account-data/account-part.ts';
import { nameIf, onClimb } from '../../account-data/shown-names.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { walls } from '../../db/schema/walls.ts';

/**
 * The climbs a person set in their data export: their own, drafts included, the wall's name only if they may read
 * it. Their drafts go with their account; the published climbs stay.
 */
export const climbsAccountPart: AccountPart = {
  async exportSections({ db, userId, names, gradeOf }) {
    const set = await db
      .select({
        climbId: climbs.id,
        climbName: climbs.name,
        wallId: walls.id,
        wallName: nameIf(names.wallShown, sql`${walls.name}`),
        gradeRank: climbs.gradeRank,
        description: climbs.description,
        draft: climbs.draft,
        ascents: climbs.ascentCount,
        created: climbs.created,
      })
      .from(climbs)
      .innerJoin(walls, eq(walls.id, climbs.wallId))
      .where(eq(climbs.setterId, userId))
      .orderBy(asc(climbs.created));
    return {
      climbs_set: set.map((c) => ({
        ...onClimb(c),
        description: c.description,
        draft: c.draft,
        grade: gradeOf(c.gradeRank),
        ascents: c.ascents,
        created: c.created,
      })),
    };
  },
  async deletePersonalRows(tx, userId) {
    await tx.delete(climbs).where(and(eq(climbs.setterId, userId), eq(climbs.draft, true)));
  },
};
