import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { walls } from '../../db/schema/walls.ts';

/**
 * Climbs whose name matches `text` (a part of it, or a word close to it by trigram), among those
 * `listed` allows (the access module's climb and wall visibility, over climbs joined with walls).
 * Best match first, by word-similarity distance (`<<->`), which the GiST index `climbs_name_trgm` hands
 * over in order: the scan stops after `limit` visible matches however many names match.
 */
export async function searchClimbsByName(db: Tx, opts: { listed: SQL; text: string; limit: number }) {
  const q = opts.text.toLowerCase();
  const name = sql`lower(${climbs.name})`;
  const distance = sql`${q} <<-> ${name}`;
  return db
    .select({
      id: climbs.id,
      name: climbs.name,
      wallId: climbs.wallId,
      wallName: walls.name,
      ratingAverage: climbs.ratingAverage,
    })
    .from(climbs)
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(and(opts.listed, sql`(${name} like ${`%${escapeLike(q)}%`} or ${q} <% ${name})`))
    .orderBy(distance)
    .limit(opts.limit);
}
