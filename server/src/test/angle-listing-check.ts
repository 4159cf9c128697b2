import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Tx } from '../db/client.ts';
import { climbs } from '../db/schema/climbs.ts';
import { walls } from '../db/schema/walls.ts';
import { climbAngleListing, climbAngles, wallAngles } from '../features/climbs/schema.ts';

/**
 * The listing rows (`climb_angle_listing`, 0031_angle_listing.sql) of the climbs of `wallIds` beside what
 * they must be, worked out here from the climbs, their walls and their `climb_angles` rows: one row per
 * climb at each angle in use on its wall and one at angle null, its own figures there, else its set
 * angle's. Also checks that every angle a climb was climbed at is in use on its wall.
 */
export async function listingAgainstFigures(db: Tx, wallIds: string[]) {
  const [climbRows, wallRows, angleRows, inUse, listed] = await Promise.all([
    db.select().from(climbs).where(inArray(climbs.wallId, wallIds)),
    db.select().from(walls).where(inArray(walls.id, wallIds)),
    db.select().from(climbAngles),
    db.select().from(wallAngles).where(inArray(wallAngles.wallId, wallIds)),
    db.select().from(climbAngleListing).where(inArray(climbAngleListing.wallId, wallIds)),
  ]);
  const want = climbRows.flatMap((climb) => {
    const wall = wallRows.find((w) => w.id === climb.wallId)!;
    const own = angleRows.filter((a) => a.climbId === climb.id);
    const angles = inUse.filter((a) => a.wallId === climb.wallId).map((a) => a.angle);
    for (const row of own) expect(angles, `${climb.name} at ${row.angle}`).toContain(row.angle);
    const setAngle = climb.wallAngle ?? wall.defaultAngle ?? 40;
    const atSet = own.find((a) => a.angle === setAngle);
    return [...angles, null].map((angle) => {
      const mine = angle === null ? undefined : own.find((a) => a.angle === angle);
      const from = mine ?? atSet;
      return {
        key: `${climb.name} at ${angle}`,
        wallId: climb.wallId,
        own: mine !== undefined,
        draft: climb.draft,
        setterId: climb.setterId,
        revisionId: climb.revisionId,
        created: new Date(climb.created).getTime(),
        gradeRank: from?.gradeRank ?? null,
        ratingAverage: from?.ratingAverage ?? null,
        ascentCount: from?.ascentCount ?? 0,
        benchmark: from?.benchmark ?? false,
      };
    });
  });
  const nameOf = new Map(climbRows.map((c) => [c.id, c.name]));
  const got = listed.map((row) => ({
    key: `${nameOf.get(row.climbId)} at ${row.angle}`,
    wallId: row.wallId,
    own: row.own,
    draft: row.draft,
    setterId: row.setterId,
    revisionId: row.revisionId,
    created: new Date(row.created).getTime(),
    gradeRank: row.gradeRank,
    ratingAverage: row.ratingAverage,
    ascentCount: row.ascentCount,
    benchmark: row.benchmark,
  }));
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
  const round = <T extends { gradeRank: number | null; ratingAverage: number | null }>(row: T) => ({
    ...row,
    gradeRank: row.gradeRank === null ? null : Math.round(row.gradeRank * 1e9) / 1e9,
    ratingAverage: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 1e9) / 1e9,
  });
  return { got: got.sort(byKey).map(round), want: want.sort(byKey).map(round) };
}
