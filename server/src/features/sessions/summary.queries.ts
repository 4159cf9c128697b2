import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbs } from '../../db/schema/climbs.ts';

/** The names of climbs, and whether `listed` (the caller's visibility as SQL) lets the caller read each. */
export async function climbNames(tx: Tx, climbIds: string[], listed: SQL) {
  if (!climbIds.length) return new Map<string, { name: string; readable: boolean }>();
  const rows = await tx
    .select({ id: climbs.id, name: climbs.name, readable: sql<boolean>`coalesce(${and(listed)}, false)` })
    .from(climbs)
    .where(inArray(climbs.id, climbIds));
  return new Map(rows.map((r) => [r.id, { name: r.name, readable: r.readable }]));
}
