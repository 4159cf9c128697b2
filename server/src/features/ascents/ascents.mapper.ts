import type { Ascent } from '@spraybook/contract';
import type { AscentRow } from './ascents.queries.ts';

export function toAscent(row: AscentRow, flags: Pick<Ascent, 'is_editable'>): Ascent {
  return {
    id: row.id,
    climb_id: row.climbId,
    wall_id: row.wallId,
    user_id: row.userId,
    ascent_date: row.ascentDate,
    ascent_type: row.ascentType,
    attempts: row.attempts,
    description: row.description,
    public: row.public,
    created: row.created,
    ...flags,
  };
}
