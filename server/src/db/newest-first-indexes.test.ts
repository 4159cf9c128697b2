import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { planNodeTypes } from '../test/plan-sorts.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { ascents } from './schema/ascents.ts';
import { climbs } from './schema/climbs.ts';
import { comments } from './schema/comments.ts';
import { wallClimberTicks } from '../features/pulse/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ID = '00000000-0000-4000-8000-000000000001';

// The orders the app asks for, each of which must come from an index read backwards.
const reads = {
  "a wall's newest climbs (the feed)": () =>
    t.ctx.db
      .select({ id: climbs.id })
      .from(climbs)
      .where(eq(climbs.wallId, ID))
      .orderBy(desc(climbs.created)),
  "a wall's newest ticks (the feed)": () =>
    t.ctx.db
      .select({ id: ascents.id })
      .from(ascents)
      .where(eq(ascents.wallId, ID))
      .orderBy(desc(ascents.created)),
  "a wall's most active comments": () =>
    t.ctx.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.wallId, ID))
      .orderBy(desc(comments.lastActivity), desc(comments.id)),
  "a climb's most active comments": () =>
    t.ctx.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.climbId, ID))
      .orderBy(desc(comments.lastActivity), desc(comments.id)),
  "a wall's climbers with most ticks (the leaderboard)": () =>
    t.ctx.db
      .select({ id: wallClimberTicks.userId })
      .from(wallClimberTicks)
      .where(eq(wallClimberTicks.wallId, ID))
      .orderBy(desc(wallClimberTicks.publicTicks)),
  "a climb's latest ticks by date": () =>
    t.ctx.db
      .select({ id: ascents.id })
      .from(ascents)
      .where(eq(ascents.climbId, ID))
      .orderBy(desc(ascents.ascentDate)),
  "a climber's latest ticks by date": () =>
    t.ctx.db
      .select({ id: ascents.id })
      .from(ascents)
      .where(eq(ascents.userId, ID))
      .orderBy(desc(ascents.ascentDate)),
};

for (const [read, query] of Object.entries(reads)) {
  it(`reads ${read} from an index, newest first, without sorting`, async () => {
    expect(await planNodeTypes(t.ctx.db, query().limit(5))).not.toContain('Sort');
  });
}
