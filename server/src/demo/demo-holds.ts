import type { AppContext } from '../context.ts';
import { holds } from '../features/walls/public.ts';
import { findRevision } from '../features/walls/public.ts';

/** A demo wall's generated holds, traced on its latest photo at once (no tracing by hand): their ids and outlines. */
export async function traceDemoHolds(
  ctx: AppContext,
  wallId: string,
  generated: { bounding_polygon: { x: number; y: number }[] }[],
) {
  const revision = await findRevision(ctx.db, wallId, 'latest');
  return ctx.db
    .insert(holds)
    .values(generated.map((h) => ({ revisionId: revision!.id, boundingPolygon: h.bounding_polygon })))
    .returning({ id: holds.id, bounding_polygon: holds.boundingPolygon });
}
