import { NO_WALL_ADDRESS } from '@spraybook/contract';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/users.ts';
import { walls } from '../db/schema/walls.ts';
import { createClimbSetBy } from '../features/climbs/public.ts';
import { createWallOwnedBy } from '../features/walls/public.ts';
import { traceDemoHolds } from './demo-holds.ts';
import { seedDemoBoard } from './demo-board.ts';
import { planDemoClimbs } from './demo-climbs.ts';
import { Random } from './seeded-random.ts';
import { generateSpraywall } from './synthetic-wall.ts';

export const DEMO_SUBJECT = 'spraybook|demo';
export const DEMO_SETTER_SUBJECT = 'spraybook|demo-setter';
const DEMO_SEED = 2026;

/** The demo user with `subject`, added on first use. */
async function demoUser(ctx: AppContext, subject: string, displayName: string) {
  await ctx.db.insert(users).values({ subject, displayName }).onConflictDoNothing();
  const [user] = await ctx.db.select().from(users).where(eq(users.subject, subject));
  return user!;
}

/**
 * On an empty database, adds one demo wall with a generated photo, its traced holds and a dozen
 * published climbs by a demo setter, so a newcomer sees a real-looking app at once; then an adjustable
 * board with climbs ticked at two angles (`seedDemoBoard`).
 */
export async function seedDemo(ctx: AppContext) {
  const [existing] = await ctx.db.select({ n: count() }).from(walls);
  if (existing && existing.n > 0) return false;
  const wall = await generateSpraywall({ seed: DEMO_SEED });
  const owner = await demoUser(ctx, DEMO_SUBJECT, 'Spraybook team');
  const { id } = await createWallOwnedBy(ctx, owner.id, {
    name: 'Spraywall of the Month',
    gym_name: 'Spraybook Demo Gym',
    description:
      'A 40° spraywall with a few hundred holds of every shape and colour. Pick holds, set a problem and share it with your crew.',
    coordinates: [59.3326, 18.0649],
    // A made-up gym in a real town: no road, so no one looks for it at a real door.
    address: {
      ...NO_WALL_ADDRESS,
      city: 'Stockholm',
      municipality: 'Stockholms kommun',
      county: 'Stockholms län',
      country: 'Sverige',
    },
    private: false,
    adjustable_angle: true,
    default_angle: 40,
    invited_users: [],
    admin_users: [],
    base64_image: wall.jpeg.toString('base64'),
  });
  const traced = await traceDemoHolds(ctx, id, wall.holds);
  const setter = await demoUser(ctx, DEMO_SETTER_SUBJECT, 'Demo Setter');
  for (const climb of planDemoClimbs(traced, new Random(DEMO_SEED).fork('climbs')))
    await createClimbSetBy(ctx, setter.id, { ...climb, wall_id: id, draft: false });
  await seedDemoBoard(ctx, owner.id, setter.id);
  return true;
}
