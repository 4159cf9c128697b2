import { z } from 'zod';
import { GRADES, GRADE_SYSTEMS } from './grade-table.ts';

export { GRADES, GRADE_SYSTEMS } from './grade-table.ts';

const GRADE_UNKNOWN = 'Unknown grade.';

/** A grade in one system; `fuzzy_unified_rank` lines grades of different systems up on one scale. */
export const Grade = z.object({
  id: z.number().int(),
  system: z.string(),
  grade: z.string(),
  rank: z.number().int(),
  fuzzy_unified_rank: z.number(),
});
export type Grade = z.infer<typeof Grade>;

export const GradeSystem = z.enum(GRADE_SYSTEMS as [string, ...string[]]);

export const GradeId = z
  .number(GRADE_UNKNOWN)
  .int(GRADE_UNKNOWN)
  .refine((id) => GRADES.some((g) => g.id === id), GRADE_UNKNOWN)
  .describe('A grade id of GET /grade-system-grades');
