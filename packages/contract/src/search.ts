import { z } from 'zod';
import { queryParameters } from './query.ts';
import { QUICK_SEARCH_TEXT_MAX } from './limits.ts';
import { text } from './text.ts';
import { UserSummary } from './users.ts';
import { WallId } from './walls.ts';

export const QuickSearchQuery = queryParameters({
  text: text()
    .trim()
    .max(QUICK_SEARCH_TEXT_MAX, `Search text can be at most ${QUICK_SEARCH_TEXT_MAX} characters`)
    .default(''),
});

export const WallSearchHit = z.object({
  id: WallId,
  name: z.string(),
  gym_name: z.string().nullable(),
});

export const ClimbSearchHit = z.object({
  id: z.uuid(),
  name: z.string(),
  wall_id: WallId,
  wall_name: z.string(),
  average_grade: z.number().int().nullable().describe("Grade id; shown in the reader's grade system"),
  average_rating: z.number().nullable().describe('0 to 5; stars are shown from 1'),
});
export type ClimbSearchHit = z.infer<typeof ClimbSearchHit>;

export const SearchResult = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('wall'), wall: WallSearchHit }),
    z.object({ type: z.literal('climb'), climb: ClimbSearchHit }),
    z.object({ type: z.literal('user'), user: UserSummary }),
  ])
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;
