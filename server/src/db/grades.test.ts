import { GRADES } from '@spraybook/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { grades } from './schema/climbs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the database's grade table", () => {
  it("is the contract's GRADES, row for row (a changed grade table needs a migration)", async () => {
    const rows = await t.ctx.db.select().from(grades).orderBy(asc(grades.id));
    expect(
      rows.map((g) => ({
        id: g.id,
        system: g.system,
        grade: g.grade,
        rank: g.rank,
        fuzzy_unified_rank: g.fuzzyUnifiedRank,
      })),
    ).toEqual([...GRADES].sort((a, b) => a.id - b.id));
  });
});
