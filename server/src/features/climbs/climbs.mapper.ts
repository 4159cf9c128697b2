import type { Climb, ClimbHoldLists } from '@spraybook/contract';
import type { ClimbHoldRole } from '../../db/schema.ts';
import type { ClimbRow, gradeVoteRows, tagRows } from './climbs.queries.ts';

/** Each role's stored name and its list in the API. */
export const ROLE_LISTS: readonly [ClimbHoldRole, keyof ClimbHoldLists][] = [
  ['start', 'start_holds'],
  ['intermediate', 'intermediate_holds'],
  ['top', 'top_holds'],
  ['foot', 'foot_holds'],
  ['hand', 'hand_only_holds'],
  ['circuit', 'circuit_holds'],
];

/** The body's lists as stored rows: role and hold ids in order. */
export const roleHolds = (lists: ClimbHoldLists) =>
  ROLE_LISTS.map(([role, list]) => ({ role, holdIds: lists[list] }));

type HoldRow = { holdId: string; role: ClimbHoldRole };

/** Stored hold rows (already in order) as the API's lists. */
export function toHoldLists(rows: readonly HoldRow[]): { [L in keyof ClimbHoldLists]: string[] } {
  const lists = {
    start_holds: [] as string[],
    intermediate_holds: [] as string[],
    top_holds: [] as string[],
    foot_holds: [] as string[],
    hand_only_holds: [] as string[],
    circuit_holds: [] as string[],
  };
  const listOf = new Map(ROLE_LISTS);
  for (const row of rows) lists[listOf.get(row.role)!].push(row.holdId);
  return lists;
}

type VoteRow = Awaited<ReturnType<typeof gradeVoteRows>>[number];
type Tags = Awaited<ReturnType<typeof tagRows>>;

export function toClimb(
  row: ClimbRow,
  extra: {
    holds: ReturnType<typeof toHoldLists>;
    needsAttention: boolean;
    votes: readonly VoteRow[];
    averageGrade: number | null;
    tags: Tags;
    imageUrl: string;
    flags: Pick<Climb, 'is_editable'>;
  },
): Climb {
  return {
    id: row.id,
    wall_id: row.wallId,
    name: row.name,
    description: row.description,
    user_id: row.setterId,
    draft: row.draft,
    wall_angle: row.wallAngle,
    wall_revision: row.revisionId,
    image_url: extra.imageUrl,
    ...extra.holds,
    needs_attention: extra.needsAttention,
    grade_votes: extra.votes.map((v) => ({ id: v.id, user_id: v.userId, value: v.value, public: v.public })),
    average_grade: extra.averageGrade,
    tags: extra.tags.tags.map((tag) => ({
      id: tag.id,
      name: tag.name,
      votes: extra.tags.votes
        .filter((v) => v.tagId === tag.id)
        .map((v) => ({ user_id: v.userId, score: v.score })),
    })),
    number_ascents: row.numberAscents,
    created: row.created,
    ...extra.flags,
  };
}
