import { z } from 'zod';
import { ANGLE_MAX, ANGLE_MIN, ANGLE_RANGE, BENCHMARK_VOTES_MIN } from './limits.ts';

/**
 * The angle a tick or a vote was climbed at (issue 47): whole degrees within the spec's -90..90, like a
 * climb's set angle (spec 5: step 1), so a climb set at 42° can be ticked at 42°; the tick sheet's stepper
 * moves in `ANGLE_STEP`s. Left out: the climb's set angle. Only on walls with an adjustable angle
 * (docs/decisions/0212-angle-of-ticks-and-votes.md).
 */
export const ClimbedAngle = z
  .number(ANGLE_RANGE)
  .int(ANGLE_RANGE)
  .min(ANGLE_MIN, ANGLE_RANGE)
  .max(ANGLE_MAX, ANGLE_RANGE)
  .optional()
  .describe("Degrees it was climbed at; the climb's set angle when left out. Only on adjustable walls");

/** A climb's figures at one angle: its ticks and votes climbed there, kept by the database. */
export const ClimbAngleFigures = z
  .object({
    angle: z.number().int(),
    ascents: z.number().int().describe('Ticks at this angle, public and private'),
    rating: z.number().nullable().describe('Weighted mean of the rating votes at this angle, 0 to 5'),
    rating_votes: z.number().int(),
    grade: z.number().int().nullable().describe('Grade id nearest the mean of the grade votes at this angle'),
    votes: z.number().int().describe('Grade votes at this angle'),
    spread: z
      .object({
        low: z.number().int().describe("Grade id of the votes' lower quartile"),
        high: z.number().int().describe("Grade id of the votes' upper quartile"),
        votes: z.number().int().describe('Grade votes from low to high'),
        wide: z.boolean().describe('The middle half of the votes spans more than one grade'),
      })
      .nullable()
      .describe('How the grade votes at this angle spread; null without votes'),
    benchmark: z
      .boolean()
      .describe(`At least ${BENCHMARK_VOTES_MIN} grade votes whose middle half lies within one grade`),
  })
  .meta({ id: 'ClimbAngleFigures' });
export type ClimbAngleFigures = z.infer<typeof ClimbAngleFigures>;
