import { GRADES, NO_WALL_ADDRESS } from '@spraybook/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { ascents } from '../db/schema/ascents.ts';
import { users } from '../db/schema/users.ts';
import { gradeVotes, ratingVotes } from '../db/schema/votes.ts';
import { createClimbSetBy } from '../features/climbs/public.ts';
import { createWallOwnedBy } from '../features/walls/public.ts';
import { traceDemoHolds } from './demo-holds.ts';
import { planDemoClimbs } from './demo-climbs.ts';
import { Random } from './seeded-random.ts';
import { generateSpraywall } from './synthetic-wall.ts';

const BOARD_SEED = 2027;
const font = (name: string) => GRADES.find((g) => g.system === 'Font' && g.grade === name)!.id;

/**
 * The board's problems (issue 47): set at 40° and at 50°. Four, under the spraywall of the month's five
 * climbs (`SPOTLIGHT_MIN_CLIMBS`), so the demo's spotlight stays the spraywall.
 */
const BOARD_CLIMBS = [
  { name: 'Tilt warm-up', angle: 40, grade: font('6A') },
  { name: 'Forty-fifty', angle: 40, grade: font('6B+') },
  { name: 'Steep crimps', angle: 50, grade: font('7A') },
  { name: 'Kick the tilt', angle: 50, grade: font('6C') },
];

/** Demo climbers' ticks and grade votes: Forty-fifty at its set 40° and at 50°, where it climbs a grade harder. */
const SESSIONS: { climb: string; angle: number; grade: string; rating: number }[] = [
  { climb: 'Forty-fifty', angle: 40, grade: '6B+', rating: 4 },
  { climb: 'Forty-fifty', angle: 40, grade: '6B', rating: 3 },
  { climb: 'Forty-fifty', angle: 50, grade: '6C+', rating: 5 },
  { climb: 'Forty-fifty', angle: 50, grade: '7A', rating: 4 },
  { climb: 'Steep crimps', angle: 50, grade: '7A', rating: 4 },
  { climb: 'Steep crimps', angle: 45, grade: '6C+', rating: 3 },
];

/**
 * Adds the demo's adjustable board ('Demo Gym Board', 40° by default) with a smaller generated photo, four
 * climbs set at 40° and 50°, and a few demo climbers' ticks and votes at two angles, so the per-angle
 * figures have something to show.
 */
export async function seedDemoBoard(ctx: AppContext, ownerId: string, setterId: string) {
  const wall = await generateSpraywall({ seed: BOARD_SEED, width: 1600, height: 1200, holdCount: 140 });
  const { id } = await createWallOwnedBy(ctx, ownerId, {
    name: 'Demo Gym Board',
    gym_name: 'Spraybook Demo Gym',
    description: 'An adjustable board from 20° to 60°: set a problem at one angle, climb it at another.',
    coordinates: null,
    address: NO_WALL_ADDRESS,
    private: false,
    adjustable_angle: true,
    default_angle: 40,
    invited_users: [],
    admin_users: [],
    base64_image: wall.jpeg.toString('base64'),
  });
  const traced = await traceDemoHolds(ctx, id, wall.holds);
  const plans = planDemoClimbs(traced, new Random(BOARD_SEED).fork('climbs'));
  const climbIds = new Map<string, string>();
  for (const [i, climb] of BOARD_CLIMBS.entries()) {
    const climbId = await createClimbSetBy(ctx, setterId, {
      ...plans[i]!,
      name: climb.name,
      description: null,
      grade: climb.grade,
      wall_angle: climb.angle,
      wall_id: id,
      draft: false,
    });
    climbIds.set(climb.name, climbId);
  }
  for (const [i, session] of SESSIONS.entries()) {
    const subject = `spraybook|demo-climber-${i + 1}`;
    await ctx.db
      .insert(users)
      .values({ subject, displayName: `Demo Climber ${i + 1}` })
      .onConflictDoNothing();
    const [climber] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.subject, subject));
    const climbId = climbIds.get(session.climb)!;
    const at = { climbId, userId: climber!.id, angle: session.angle };
    await ctx.db.insert(ascents).values({
      ...at,
      wallId: id,
      ascentDate: '2026-11-01',
      ascentType: i % 2 ? 'redpoint' : 'flash',
      attempts: i % 2 ? 3 : 1,
    });
    await ctx.db.insert(gradeVotes).values({ ...at, value: font(session.grade) });
    await ctx.db.insert(ratingVotes).values({ ...at, value: session.rating });
  }
  return id;
}
