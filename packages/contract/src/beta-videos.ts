import { z } from 'zod';
import { BETA_VIDEO_DESCRIPTION_MAX, VIDEO_LINK_UNSUPPORTED } from './limits.ts';
import { text } from './text.ts';
import { timestamp } from './timestamp.ts';
import { UserId } from './users.ts';
import { parseVideoLink } from './video-links.ts';

export const BetaVideo = z
  .object({
    id: z.uuid(),
    climb_id: z.uuid(),
    user_id: UserId,
    url: z.string().describe('A YouTube or Instagram link'),
    description: z.string().nullable(),
    created: timestamp(),
    is_editable: z.boolean().describe('Whether the caller may remove it (its author)'),
  })
  .meta({ id: 'BetaVideo' });
export type BetaVideo = z.infer<typeof BetaVideo>;

export const BetaVideoBody = z
  .object({
    url: text(VIDEO_LINK_UNSUPPORTED)
      .trim()
      .max(500, VIDEO_LINK_UNSUPPORTED)
      .refine((url) => parseVideoLink(url) !== null, VIDEO_LINK_UNSUPPORTED),
    description: text()
      .trim()
      .max(
        BETA_VIDEO_DESCRIPTION_MAX,
        `A description can be at most ${BETA_VIDEO_DESCRIPTION_MAX} characters`,
      )
      .nullish()
      .transform((s) => (s ? s : null)),
  })
  .meta({ id: 'BetaVideoBody' });
export type BetaVideoBody = z.input<typeof BetaVideoBody>;
