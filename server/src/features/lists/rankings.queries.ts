import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ascents } from '../../db/schema/ascents.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { climbListClimbs } from './schema.ts';

interface RankingRow {
  user_id: string;
  total_score: number;
  climbs_completed: number;
  flash_count: number;
}

export interface RankingWeights {
  baseScore: number;
  gradeIncrementScore: number;
  flashBonusScore: number;
}

/**
 * The ranking of a list (docs/decisions/0089-list-scores.md): for each climber with a public tick
 * of the list's climbs, per climb completed the base score, plus the grade increment for each whole
 * grade step (one Font grade) above the list's easiest graded climb, plus the flash bonus when one of
 * their ticks of it is a flash or first try. Which climbs and ticks count is `shown`
 * (`climb-list-visibility.ts`: climbs the reader may read, public ticks).
 */
export async function rankingRows(
  db: Tx,
  listId: string,
  weights: RankingWeights,
  shown: { climbs: SQL; ticks: SQL },
) {
  const result = await db.execute(sql`
    with listed as (
      select ${climbs.id} as climb_id, ${climbs.gradeRank} as grade_rank
      from ${climbListClimbs} join ${climbs} on ${climbs.id} = ${climbListClimbs.climbId}
      where ${climbListClimbs.listId} = ${listId} and ${shown.climbs}
    ),
    easiest as (select min(grade_rank) as rank from listed),
    completed as (
      select ${ascents.userId} as user_id, listed.climb_id, listed.grade_rank,
        bool_or(${ascents.ascentType} in ('flash', 'onsight')) as flashed
      from ${ascents} join listed on listed.climb_id = ${ascents.climbId}
      where ${shown.ticks}
      group by ${ascents.userId}, listed.climb_id, listed.grade_rank
    )
    select user_id,
      cast(sum(
        ${weights.baseScore}
        + ${weights.gradeIncrementScore} * coalesce(floor(grade_rank - (select rank from easiest) + 0.5), 0)
        + case when flashed then ${weights.flashBonusScore} else 0 end
      ) as integer) as total_score,
      cast(count(*) as integer) as climbs_completed,
      cast(count(*) filter (where flashed) as integer) as flash_count
    from completed
    group by user_id
    order by total_score desc, climbs_completed desc, user_id
  `);
  // Both drivers (node-postgres and PGlite) answer raw SQL with its rows under `rows`.
  return (result as unknown as { rows: RankingRow[] }).rows;
}
