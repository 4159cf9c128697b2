import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccountPart, ExportedPerson } from '../../account-data/account-part.ts';
import { nameIf } from '../../account-data/shown-names.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { climbLists } from '../../db/schema/lists.ts';
import { walls } from '../../db/schema/walls.ts';
import { climbListClimbs } from './schema.ts';

/** The person's lists, each with its climbs in order (names only of climbs they may read). */
async function listRows({ db, userId, names }: ExportedPerson) {
  const lists = await db
    .select({
      id: climbLists.id,
      name: climbLists.name,
      public: climbLists.public,
      wallId: walls.id,
      wallName: nameIf(names.wallShown, sql`${walls.name}`),
    })
    .from(climbLists)
    .innerJoin(walls, eq(walls.id, climbLists.wallId))
    .where(eq(climbLists.ownerId, userId))
    .orderBy(asc(climbLists.created));
  const entries = await db
    .select({
      listId: climbListClimbs.listId,
      climbId: climbs.id,
      climbName: nameIf(names.climbShown, sql`${climbs.name}`),
    })
    .from(climbListClimbs)
    .innerJoin(climbLists, eq(climbLists.id, climbListClimbs.listId))
    .innerJoin(climbs, eq(climbs.id, climbListClimbs.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(eq(climbLists.ownerId, userId))
    .orderBy(asc(climbListClimbs.seq));
  return lists.map((l) => ({ ...l, climbs: entries.filter((e) => e.listId === l.id) }));
}

/** A person's lists in their data export; their private lists go with their account, the public ones stay. */
export const listsAccountPart: AccountPart = {
  async exportSections(person) {
    const lists = await listRows(person);
    return {
      lists: lists.map((l) => ({
        id: l.id,
        name: l.name,
        public: l.public,
        wall_id: l.wallId,
        wall_name: l.wallName,
        climbs: l.climbs.map((c) => ({ climb_id: c.climbId, climb_name: c.climbName })),
      })),
    };
  },
  async deletePersonalRows(tx, userId) {
    await tx.delete(climbLists).where(and(eq(climbLists.ownerId, userId), eq(climbLists.public, false)));
  },
};
