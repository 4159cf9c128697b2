import { z } from 'zod';
import { queryParameters } from './query.ts';
import { LIST_NAME_EMPTY, LIST_NAME_MAX, RANKING_WEIGHT_STEP, RANKING_WEIGHTS } from './limits.ts';
import { text } from './text.ts';
import { UserId } from './users.ts';
import { WallId } from './walls.ts';

type WeightName = keyof typeof RANKING_WEIGHTS;

const ListName = text(LIST_NAME_EMPTY)
  .trim()
  .min(1, LIST_NAME_EMPTY)
  .max(LIST_NAME_MAX, `A list name can be at most ${LIST_NAME_MAX} characters`);

const weight = (name: WeightName) => {
  const { min, max, label } = RANKING_WEIGHTS[name];
  const detail = `${label} is ${min} to ${max} in steps of ${RANKING_WEIGHT_STEP}`;
  return z
    .number(detail)
    .int(detail)
    .min(min, detail)
    .max(max, detail)
    .multipleOf(RANKING_WEIGHT_STEP, detail);
};

export const ClimbList = z
  .object({
    id: z.uuid(),
    name: z.string(),
    public: z.boolean().describe('Public lists are kept by wall admins and have rankings'),
    wall_id: WallId,
    climbs: z.array(z.uuid()).describe('Climb ids, in the order they were added'),
    owner: UserId,
    base_score: z.number().int(),
    grade_increment_score: z.number().int(),
    flash_bonus_score: z.number().int(),
    is_editable: z.boolean().describe('Whether the caller may rename, delete, reweigh and change its climbs'),
  })
  .meta({ id: 'ClimbList' });
export type ClimbList = z.infer<typeof ClimbList>;

export const ClimbListsQuery = queryParameters({
  wall_id: WallId.optional().describe("Without it: the caller's own lists on every wall"),
});

export const ClimbListBody = z
  .object({
    wall_id: WallId,
    name: ListName,
    climb_ids: z.array(z.uuid('The id is not valid.')).max(500).default([]),
    public: z.boolean().default(false),
  })
  .meta({ id: 'ClimbListBody' });
export type ClimbListBody = z.input<typeof ClimbListBody>;

/** A rename, new ranking weights, or both. */
export const ClimbListUpdate = z
  .object({
    name: ListName.optional(),
    base_score: weight('base_score').optional(),
    grade_increment_score: weight('grade_increment_score').optional(),
    flash_bonus_score: weight('flash_bonus_score').optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send a name or ranking weights.')
  .meta({ id: 'ClimbListUpdate' });
export type ClimbListUpdate = z.input<typeof ClimbListUpdate>;

export const RankingEntry = z
  .object({
    user_id: UserId,
    total_score: z.number().int(),
    climbs_completed: z.number().int(),
    flash_count: z.number().int(),
  })
  .meta({ id: 'RankingEntry' });
export type RankingEntry = z.infer<typeof RankingEntry>;

export const Rankings = z
  .object({
    climbs: z.number().int().describe('Climbs on the list'),
    entries: z.array(RankingEntry).describe('Highest score first'),
  })
  .meta({ id: 'Rankings' });
export type Rankings = z.infer<typeof Rankings>;
