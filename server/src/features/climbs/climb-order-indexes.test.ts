import { CLIMB_SORT_KEYS } from '@spraybook/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbs } from '../../db/schema/climbs.ts';
import { climbAngleListing } from './schema.ts';
import { planNodeTypes } from '../../test/plan-sorts.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { climbOrder, listingRowsOf } from './climb-filters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const WALL = '00000000-0000-4000-8000-000000000001';

describe('the climbs list reads its first page from an index', () => {
  for (const key of CLIMB_SORT_KEYS) {
    for (const ascending of [false, true]) {
      it(`sorted by ${key} ${ascending ? 'ascending' : 'descending'}, without sorting the wall's climbs`, async () => {
        const page = t.ctx.db
          .select({ id: climbs.id })
          .from(climbs)
          .where(eq(climbs.wallId, WALL))
          .orderBy(...climbOrder(key, ascending))
          .limit(15);
        // Ties of the sort key may be finished by an incremental sort; the key itself comes from an index.
        expect(await planNodeTypes(t.ctx.db, page)).not.toContain('Sort');
      });
    }
  }
});

describe('the climbs list at an angle reads its first page from one index (decision 0222)', () => {
  const listing = { wallId: WALL, angle: 45 };
  for (const key of ['grade', 'rating', 'ascents'] as const) {
    for (const ascending of [false, true]) {
      it(`sorted by ${key} ${ascending ? 'ascending' : 'descending'}, ties and all, without sorting`, async () => {
        const page = t.ctx.db
          .select({ id: climbs.id })
          .from(climbs)
          .innerJoin(climbAngleListing, and(eq(climbAngleListing.climbId, climbs.id), listingRowsOf(listing)))
          .where(eq(climbs.wallId, WALL))
          .orderBy(...climbOrder(key, ascending, listing))
          .limit(15);
        const nodes = await planNodeTypes(t.ctx.db, page);
        expect(nodes).not.toContain('Sort');
        expect(nodes).not.toContain('Incremental Sort');
      });
    }
  }
});
