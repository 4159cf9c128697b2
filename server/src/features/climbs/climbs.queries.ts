import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { betaVideos } from '../../db/schema/beta-videos.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { brokenVotes, gradeVotes, ratingVotes } from '../../db/schema/votes.ts';
import { wallRevisions, walls } from '../../db/schema/walls.ts';
import {
  climbAngleListing,
  climbAngles,
  type ClimbHoldRole,
  climbHolds,
  climbTags,
  climbTagVotes,
  wallAngles,
} from './schema.ts';
import { holds } from '../walls/public.ts';
import { listingRowsOf, type Listing } from './climb-filters.ts';

/** Newest first; the id breaks ties so the list and the neighbours agree on one order. */
const newestFirst = [desc(climbs.created), desc(climbs.id)];
const newestFirstSql = sql`${climbs.created} desc, ${climbs.id} desc`;

/** A climb with what its answer needs of its photo and wall. */
const climbColumns = {
  ...getTableColumns(climbs),
  imagePrefix: wallRevisions.imagePrefix,
  wallPrivate: walls.private,
  wallAdjustableAngle: walls.adjustableAngle,
  wallDefaultAngle: walls.defaultAngle,
};
const climbsWithPhoto = (db: Tx) =>
  db
    .select(climbColumns)
    .from(climbs)
    .innerJoin(wallRevisions, eq(wallRevisions.id, climbs.revisionId))
    .innerJoin(walls, eq(walls.id, climbs.wallId));

export type ClimbRow = typeof climbs.$inferSelect & {
  imagePrefix: string;
  wallPrivate: boolean;
  wallAdjustableAngle: boolean;
  wallDefaultAngle: number | null;
};

export async function findClimb(db: Tx, id: string): Promise<ClimbRow | undefined> {
  const [row] = await climbsWithPhoto(db).where(eq(climbs.id, id));
  return row;
}

/** Whether some climb of the wall was ticked or voted at `angle` (so each has a listing row there). */
export async function angleInUse(db: Tx, wallId: string, angle: number | undefined) {
  if (angle === undefined) return false;
  const [row] = await db
    .select({ angle: wallAngles.angle })
    .from(wallAngles)
    .where(and(eq(wallAngles.wallId, wallId), eq(wallAngles.angle, angle)));
  return row !== undefined;
}

/**
 * One page of a wall's climbs that `listed` (`climbsListedTo(caller)`) and `filter` allow, in `order`. With a
 * listing (`listingOf`), each climb's listing row is joined and `listed`, `filter` and `order` read it; the
 * count reads those rows alone.
 */
export async function wallClimbRows(
  db: Tx,
  opts: {
    wallId: string;
    listed: SQL;
    filter?: SQL;
    order?: SQL[];
    listing?: Listing;
    limit: number;
    skip: number;
  },
) {
  const where = and(eq(climbs.wallId, opts.wallId), opts.listed, opts.filter);
  const page = opts.listing
    ? climbsWithPhoto(db).innerJoin(
        climbAngleListing,
        and(eq(climbAngleListing.climbId, climbs.id), listingRowsOf(opts.listing)),
      )
    : climbsWithPhoto(db);
  const counted = opts.listing
    ? db
        .select({ n: count() })
        .from(climbAngleListing)
        .where(and(listingRowsOf(opts.listing), opts.listed, opts.filter))
    : db.select({ n: count() }).from(climbs).where(where);
  const [rows, [total]] = await Promise.all([
    page
      .where(where)
      .orderBy(...(opts.order ?? newestFirst))
      .limit(opts.limit)
      .offset(opts.skip),
    counted,
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The climb's 1-based place in a list like `wallClimbRows`' (same filter and order), its length and the climbs beside it. */
export async function climbPlace(
  db: Tx,
  opts: { wallId: string; listed: SQL; filter?: SQL; order?: SQL[]; listing?: Listing; climbId: string },
) {
  const order = opts.order ? sql.join(opts.order, sql`, `) : newestFirstSql;
  const ranked = db.$with('ranked').as(
    (opts.listing
      ? db
          .select(placeColumns(order))
          .from(climbs)
          .innerJoin(
            climbAngleListing,
            and(eq(climbAngleListing.climbId, climbs.id), listingRowsOf(opts.listing)),
          )
      : db.select(placeColumns(order)).from(climbs)
    ).where(and(eq(climbs.wallId, opts.wallId), opts.listed, opts.filter)),
  );
  const [row] = await db.with(ranked).select().from(ranked).where(eq(ranked.id, opts.climbId));
  return row;
}

const placeColumns = (order: SQL) => ({
  id: climbs.id,
  position: sql<number>`cast(row_number() over (order by ${order}) as integer)`.as('position'),
  total: sql<number>`cast(count(*) over () as integer)`.as('total'),
  previousId: sql<string | null>`lag(${climbs.id}) over (order by ${order})`.as('previous_id'),
  nextId: sql<string | null>`lead(${climbs.id}) over (order by ${order})`.as('next_id'),
});

export async function climbHoldRows(db: Tx, climbIds: string[]) {
  if (!climbIds.length) return [];
  return db
    .select({ climbId: climbHolds.climbId, holdId: climbHolds.holdId, role: climbHolds.role })
    .from(climbHolds)
    .where(inArray(climbHolds.climbId, climbIds))
    .orderBy(climbHolds.climbId, climbHolds.role, climbHolds.position);
}

export async function gradeVoteRows(db: Tx, climbIds: string[]) {
  if (!climbIds.length) return [];
  return db
    .select()
    .from(gradeVotes)
    .where(inArray(gradeVotes.climbId, climbIds))
    .orderBy(gradeVotes.created, gradeVotes.id);
}

// The rating and broken votes and the beta videos of some climbs, read here for the climb's answer
// (features/votes and features/beta-videos write them).
export async function ratingVoteRows(db: Tx, climbIds: string[]) {
  if (!climbIds.length) return [];
  const t = ratingVotes;
  return db
    .select({
      id: t.id,
      climbId: t.climbId,
      userId: t.userId,
      value: t.value,
      public: t.public,
      angle: t.angle,
    })
    .from(t)
    .where(inArray(t.climbId, climbIds));
}

export async function brokenVoteRows(db: Tx, climbIds: string[]) {
  if (!climbIds.length) return [];
  const t = brokenVotes;
  return db
    .select({ id: t.id, climbId: t.climbId, userId: t.userId, value: t.value, public: t.public })
    .from(t)
    .where(inArray(t.climbId, climbIds));
}

export type BetaVideoRow = typeof betaVideos.$inferSelect;

/** The beta videos of some climbs, oldest first. */
export async function betaVideoRows(db: Tx, climbIds: string[]): Promise<BetaVideoRow[]> {
  if (!climbIds.length) return [];
  return db
    .select()
    .from(betaVideos)
    .where(inArray(betaVideos.climbId, climbIds))
    .orderBy(asc(betaVideos.created), asc(betaVideos.id));
}

/** The climbs' figures at each angle (kept by the triggers of 0026_angles.sql), by angle. */
export async function climbAngleRows(db: Tx, climbIds: string[]) {
  if (!climbIds.length) return [];
  return db
    .select()
    .from(climbAngles)
    .where(inArray(climbAngles.climbId, climbIds))
    .orderBy(climbAngles.climbId, climbAngles.angle);
}

export async function tagRows(db: Tx, climbIds: string[]) {
  if (!climbIds.length) return { tags: [], votes: [] };
  const tags = await db
    .select()
    .from(climbTags)
    .where(inArray(climbTags.climbId, climbIds))
    .orderBy(climbTags.name);
  const votes = tags.length
    ? await db
        .select()
        .from(climbTagVotes)
        .where(
          inArray(
            climbTagVotes.tagId,
            tags.map((t) => t.id),
          ),
        )
        .orderBy(climbTagVotes.userId)
    : [];
  return { tags, votes };
}

/**
 * How many of `holdIds` are holds of the revision. The rows are locked until the transaction ends,
 * so a hold cannot be deleted between this check and the climb's write.
 */
export async function countRevisionHolds(tx: Tx, revisionId: string, holdIds: string[]) {
  if (!holdIds.length) return 0;
  const rows = await tx
    .select({ id: holds.id })
    .from(holds)
    .where(and(eq(holds.revisionId, revisionId), inArray(holds.id, holdIds)))
    .for('share');
  return rows.length;
}

/**
 * Locks the climb's row until the transaction ends; false when there is no such climb. Every write
 * that changes a climb's votes, tags, ticks or counters takes this lock first, before any row the
 * counter triggers touch, so two such writes on one climb queue instead of deadlocking.
 */
export async function lockClimb(tx: Tx, id: string) {
  const rows = await tx.select({ id: climbs.id }).from(climbs).where(eq(climbs.id, id)).for('no key update');
  return rows.length > 0;
}

export async function insertClimb(tx: Tx, values: typeof climbs.$inferInsert) {
  const [row] = await tx.insert(climbs).values(values).returning({ id: climbs.id });
  return row!.id;
}

export async function updateClimbRow(tx: Tx, id: string, values: Partial<typeof climbs.$inferInsert>) {
  await tx
    .update(climbs)
    .set({ ...values, updated: sql`now()` })
    .where(eq(climbs.id, id));
}

/** Deletes the climb; its holds, votes and tags go with it by foreign-key cascades. */
export async function deleteClimbRow(db: Tx, id: string) {
  await db.delete(climbs).where(eq(climbs.id, id));
}

/** Makes the climb's holds exactly `holds`, each role's list in its order. */
export async function replaceClimbHolds(
  tx: Tx,
  climb: { id: string; revisionId: string },
  roleHolds: { role: ClimbHoldRole; holdIds: readonly string[] }[],
) {
  await tx.delete(climbHolds).where(eq(climbHolds.climbId, climb.id));
  const rows = roleHolds.flatMap(({ role, holdIds }) =>
    holdIds.map((holdId, position) => ({
      climbId: climb.id,
      revisionId: climb.revisionId,
      holdId,
      role,
      position,
    })),
  );
  if (rows.length) await tx.insert(climbHolds).values(rows);
}

/** Sets the user's grade vote on the climb; null removes it. */
export async function setGradeVote(tx: Tx, climbId: string, userId: string, value: number | null) {
  if (value === null) {
    await tx.delete(gradeVotes).where(and(eq(gradeVotes.climbId, climbId), eq(gradeVotes.userId, userId)));
    return;
  }
  await tx
    .insert(gradeVotes)
    .values({ climbId, userId, value })
    .onConflictDoUpdate({ target: [gradeVotes.climbId, gradeVotes.userId], set: { value } });
}

/**
 * Makes the user's tag votes on the climb exactly a +1 on each of `names`: missing tags are added,
 * the user's other votes removed, and tags left without any vote removed.
 */
export async function setTagVotes(tx: Tx, climbId: string, userId: string, names: readonly string[]) {
  if (names.length)
    await tx
      .insert(climbTags)
      .values(names.map((name) => ({ climbId, name })))
      .onConflictDoNothing();
  const tags = await tx
    .select({ id: climbTags.id, name: climbTags.name })
    .from(climbTags)
    .where(eq(climbTags.climbId, climbId));
  const chosen = tags.filter((t) => names.includes(t.name)).map((t) => t.id);
  const others = tags.filter((t) => !names.includes(t.name)).map((t) => t.id);
  if (others.length)
    await tx
      .delete(climbTagVotes)
      .where(and(eq(climbTagVotes.userId, userId), inArray(climbTagVotes.tagId, others)));
  if (chosen.length)
    await tx
      .insert(climbTagVotes)
      .values(chosen.map((tagId) => ({ tagId, userId, score: 1 })))
      .onConflictDoUpdate({ target: [climbTagVotes.tagId, climbTagVotes.userId], set: { score: 1 } });
  await tx
    .delete(climbTags)
    .where(
      and(
        eq(climbTags.climbId, climbId),
        sql`not exists (select 1 from ${climbTagVotes} v where v.tag_id = ${climbTags.id})`,
      ),
    );
}

/** Which of the climbs `userId` has ticked. */
export async function tickedClimbIds(
  db: Tx,
  userId: string | null,
  climbIds: string[],
): Promise<Set<string>> {
  if (!userId || !climbIds.length) return new Set();
  const rows = await db
    .selectDistinct({ climbId: ascents.climbId })
    .from(ascents)
    .where(and(eq(ascents.userId, userId), inArray(ascents.climbId, climbIds)));
  return new Set(rows.map((r) => r.climbId));
}
