import { z } from 'zod';
import { ClimbedAngle } from './angles.ts';
import { GradeId } from './grades.ts';
import { RATING_MAX, RATING_MIN } from './limits.ts';
import { UserId } from './users.ts';

const Public = z.boolean().default(true).describe('An anonymous vote counts 0.75 of a public one');

export const GradeVoteBody = z
  .object({ value: GradeId, public: Public, angle: ClimbedAngle })
  .meta({ id: 'GradeVoteBody' });
export const RatingVoteBody = z
  .object({
    value: z
      .number()
      .int('A rating is a whole number of stars')
      .min(RATING_MIN, `A rating is ${RATING_MIN} to ${RATING_MAX} stars`)
      .max(RATING_MAX, `A rating is ${RATING_MIN} to ${RATING_MAX} stars`),
    public: Public,
    angle: ClimbedAngle,
  })
  .meta({ id: 'RatingVoteBody' });
export const BrokenVoteBody = z
  .object({ value: z.boolean().describe('true: the climb is broken'), public: Public })
  .meta({ id: 'BrokenVoteBody' });
export type GradeVoteBody = z.input<typeof GradeVoteBody>;
export type RatingVoteBody = z.input<typeof RatingVoteBody>;
export type BrokenVoteBody = z.input<typeof BrokenVoteBody>;

/** A vote as answered: the voter is named only on public votes, and to the voter themself. */
const vote = <V extends z.ZodType>(value: V) =>
  z.object({ id: z.uuid(), user_id: UserId.nullable(), value, public: z.boolean() });
export const RatingVote = vote(z.number().int())
  .extend({ angle: z.number().int().describe('Degrees it was climbed at') })
  .meta({ id: 'RatingVote' });
export const BrokenVote = vote(z.boolean()).meta({ id: 'BrokenVote' });
export type RatingVote = z.infer<typeof RatingVote>;
export type BrokenVote = z.infer<typeof BrokenVote>;
