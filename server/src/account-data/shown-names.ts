import { and, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../access/caller.ts';
import { climbsListedTo } from '../access/climb-visibility.ts';
import { wallsReadableTo } from '../access/wall-visibility.ts';
import { climbs } from '../db/schema/climbs.ts';
import { walls } from '../db/schema/walls.ts';

/**
 * Which names a person's data export may show: `climbShown` for a climb (with its wall joined), `wallShown` for
 * a wall. Only what they may read now, so nothing others keep private comes along.
 */
export interface ShownNames {
  climbShown: SQL;
  wallShown: SQL;
}

export function shownNamesFor(caller: Caller): ShownNames {
  return {
    climbShown: and(climbsListedTo(caller), wallsReadableTo(caller))!,
    wallShown: wallsReadableTo(caller),
  };
}

export const nameIf = (shown: SQL, name: SQL | typeof climbs.name) =>
  sql<string | null>`case when ${shown} then ${name} end`;

/** The climb and wall of an exported row (climbs and walls joined), names only where shown. */
export const climbColumns = ({ climbShown, wallShown }: ShownNames) => ({
  climbId: climbs.id,
  climbName: nameIf(climbShown, sql`${climbs.name}`),
  wallId: walls.id,
  wallName: nameIf(wallShown, sql`${walls.name}`),
  gradeRank: sql<number | null>`case when ${climbShown} then ${climbs.gradeRank} end`,
});

/** The climb and wall of an exported row as the export names them. */
export const onClimb = (r: {
  climbId: string;
  climbName: string | null;
  wallId: string;
  wallName: string | null;
}) => ({
  climb_id: r.climbId,
  climb_name: r.climbName,
  wall_id: r.wallId,
  wall_name: r.wallName,
});
