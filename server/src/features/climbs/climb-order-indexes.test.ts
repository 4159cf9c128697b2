import { CLIMB_SORT_KEYS } from '@spraybook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbs } from '../../db/schema.ts';
import { planNodeTypes } from '../../test/plan-sorts.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { climbOrder } from './climb-filters.ts';

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
