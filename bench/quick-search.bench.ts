// Quick search on a wall of 20,000 climbs (the big wall's climb names, without its votes and ticks, which
// the search never reads): p50/p95 of 30 requests through the whole app, and the plan of the climb query,
// which must read the trigram index `climbs_name_trgm` nearest first. PGlite by default;
// TEST_DATABASE_URL=postgres://… for a PostgreSQL server.
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { phoneJpeg } from '../server/src/images/image-fixtures.ts';
import { buildTestApp } from '../server/src/test/test-app.ts';

const CLIMBS = 20_000;
const RUNS = 30;
let capturing: { query: string; params: unknown[] }[] | null = null;
const t = await buildTestApp({}, { logQuery: (query, params) => capturing?.push({ query, params }) });
try {
  const me = await t.signUp('Bench climber');
  const wallId = await t.addWall(me, { base64_image: (await phoneJpeg(640, 480)).toString('base64') });
  await t.ctx.db.execute(sql`insert into climbs (wall_id, revision_id, setter_id, name, created)
    select ${wallId}, r.id, ${me.user.id}, 'Problem ' || i, now() - (i || ' minutes')::interval
    from generate_series(1, ${CLIMBS}) i cross join (select id from wall_revisions where wall_id = ${wallId}) r`);
  await t.ctx.db.execute(sql`vacuum analyze climbs`);
  console.log(`${CLIMBS} climbs on ${t.database.kind === 'postgres' ? 'a PostgreSQL server' : 'PGlite'}`);
  for (const text of ['Problem 12345', 'problm 1234', 'problem', 'crimp']) {
    const url = `/api/quick-search?text=${encodeURIComponent(text)}`;
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const from = performance.now();
      const res = await t.app.inject({ method: 'GET', url, headers: me.auth });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      if (i >= 3) times.push(performance.now() - from);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`"${text}": p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  }
  capturing = [];
  await t.app.inject({ method: 'GET', url: '/api/quick-search?text=problem', headers: me.auth });
  const query = capturing.find((q) => q.query.includes('<<->'))!;
  capturing = null;
  const plan = await t.database.rawQuery(`explain (analyze, costs off) ${query.query}`, query.params);
  console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
} finally {
  await t.close();
}
