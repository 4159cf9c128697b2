import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { holds, users, walls } from '../db/schema.ts';
import { createWallOwnedBy, findRevision } from '../features/walls/public.ts';
import { generateSpraywall } from './synthetic-wall.ts';

export const DEMO_SUBJECT = 'spraybook|demo';

/**
 * On an empty database, adds one demo wall with a generated photo and its traced holds,
 * so a newcomer sees a real-looking app at once.
 */
export async function seedDemo(ctx: AppContext) {
  const [existing] = await ctx.db.select({ n: count() }).from(walls);
  if (existing && existing.n > 0) return false;
  const wall = await generateSpraywall({ seed: 2026 });
  await ctx.db
    .insert(users)
    .values({ subject: DEMO_SUBJECT, displayName: 'Spraybook team' })
    .onConflictDoNothing();
  const [owner] = await ctx.db.select().from(users).where(eq(users.subject, DEMO_SUBJECT));
  const { id } = await createWallOwnedBy(ctx, owner!.id, {
    name: 'Spraywall of the Month',
    gym_name: 'Spraybook Demo Gym',
    description:
      'A 40° spraywall with a few hundred holds of every shape and colour. Pick holds, set a problem and share it with your crew.',
    coordinates: [59.3326, 18.0649],
    private: false,
    adjustable_angle: true,
    default_angle: 40,
    invited_users: [],
    admin_users: [],
    base64_image: wall.jpeg.toString('base64'),
  });
  const revision = await findRevision(ctx.db, id, 'latest');
  await ctx.db
    .insert(holds)
    .values(wall.holds.map((h) => ({ revisionId: revision!.id, boundingPolygon: h.bounding_polygon })));
  return true;
}
