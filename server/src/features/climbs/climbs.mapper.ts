import type { BetaVideo, Climb, ClimbAngleFigures, ClimbHoldLists } from '@spraybook/contract';
import type { Caller } from '../../access/caller.ts';
import { voteAuthorShownTo } from '../../access/vote-visibility.ts';
import type { ClimbHoldRole } from './schema.ts';
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

/** A vote as `caller` sees it: whether it says whose it is is `voteAuthorShownTo`'s to decide. */
function shownVote<V>(vote: { id: string; userId: string; value: V; public: boolean }, caller: Caller) {
  const named = voteAuthorShownTo(caller, vote);
  return { id: vote.id, user_id: named ? vote.userId : null, value: vote.value, public: vote.public };
}
/** A grade or rating vote, which says the angle it was climbed at. */
const shownAngledVote = <V>(
  vote: { id: string; userId: string; value: V; public: boolean; angle: number },
  caller: Caller,
) => ({ ...shownVote(vote, caller), angle: vote.angle });

export function toClimb(
  row: ClimbRow,
  extra: {
    holds: ReturnType<typeof toHoldLists>;
    needsAttention: boolean;
    votes: readonly VoteRow[];
    averageGrade: number | null;
    ratings: readonly { id: string; userId: string; value: number; public: boolean; angle: number }[];
    averageRating: number | null;
    brokenVotes: readonly { id: string; userId: string; value: boolean; public: boolean }[];
    /** The caller, who sees their own anonymous votes as theirs. */
    caller: Caller;
    tags: Tags;
    betaVideos: BetaVideo[];
    imageUrl: string;
    flags: Pick<Climb, 'is_editable'>;
    ticked: boolean;
    angles: ClimbAngleFigures[];
    atAngle: Climb['at_angle'];
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
    grade_votes: extra.votes.map((v) => shownAngledVote(v, extra.caller)),
    average_grade: extra.averageGrade,
    rating_votes: extra.ratings.map((v) => shownAngledVote(v, extra.caller)),
    average_rating: extra.averageRating,
    broken_votes: extra.brokenVotes.map((v) => shownVote(v, extra.caller)),
    tags: extra.tags.tags.map((tag) => ({
      id: tag.id,
      name: tag.name,
      votes: extra.tags.votes
        .filter((v) => v.tagId === tag.id)
        .map((v) => ({ user_id: v.userId, score: v.score })),
    })),
    beta_videos: extra.betaVideos,
    number_ascents: row.ascentCount,
    angles: extra.angles,
    at_angle: extra.atAngle,
    ticked: extra.ticked,
    created: row.created,
    ...extra.flags,
  };
}
