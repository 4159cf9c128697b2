import type { SpotlightWall } from '@spraybook/contract';
import type { AppContext } from '../../context.ts';
import { revisionImages } from './wall-images.ts';
import { newestVisitorVisibleWall } from './wall-spotlight.queries.ts';
import { latestRevisions } from './walls.queries.ts';

/**
 * The 'Spraywall of the month' is advertised to everyone, so it is chosen as for a visitor even
 * when its owner asks: a private or archived wall is never shown. For now the newest such wall.
 */
export async function spotlightWall(ctx: AppContext): Promise<SpotlightWall | null> {
  const wall = await newestVisitorVisibleWall(ctx.db);
  if (!wall) return null;
  const revision = (await latestRevisions(ctx.db, [wall.id])).get(wall.id)!;
  const images = revisionImages(revision);
  return {
    id: wall.id,
    name: wall.name,
    gym_name: wall.gymName,
    thumbnail_url: images.variants[0]?.url ?? images.image_url,
    image_variants: images.variants,
  };
}
