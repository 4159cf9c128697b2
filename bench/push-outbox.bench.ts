// Web Push's outbox (issue 46, decision 0209): a tick on a climb whose setter has 5,000 followers and a
// comment thread of 200 participants, every one of them with a phone subscribed. The tick's request
// through the whole app (in-process HTTP), p50 and p95, with the outbox trigger and without it (disabled);
// then 3,000 pushes to 3,000 climbers drained to a local stand-in push service (encrypted, VAPID-signed,
// sent over HTTP): pushes a second. Figures, never pass/fail. PGlite by default;
// TEST_DATABASE_URL=postgres://… for a PostgreSQL server. PUSH_BENCH_TICKS (default 60 per block).
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { drainPushOutbox } from '../server/src/features/notifications/push-drain.ts';
import { phoneJpeg } from '../server/src/images/image-fixtures.ts';
import { climbBody, traceHolds } from '../server/src/test/climb-fixtures.ts';
import { makeDevice, startPushService } from '../server/src/test/push-service-stand-in.ts';
import { buildTestApp } from '../server/src/test/test-app.ts';

const FOLLOWERS = 5_000;
const THREAD = 200;
const TICKS = Number(process.env.PUSH_BENCH_TICKS ?? 60);
const DRAINED = 3_000;

const service = await startPushService();
const t = await buildTestApp({ PUSH_ENDPOINTS_ANY_HOST: 'true' });
const exec = (q: ReturnType<typeof sql>) => t.ctx.db.execute(q);
const rows = async <T>(q: ReturnType<typeof sql>) => (await exec(q)).rows as T[];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

try {
  const server = t.database.kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite';
  console.log(`Push outbox on ${server}: filling…`);
  const setter = await t.signUp('Setter');
  const wallId = await t.addWall(setter, { base64_image: (await phoneJpeg(640, 480)).toString('base64') });
  const { holdIds } = await traceHolds(t, setter, wallId, 2);
  const climb = await t.app.inject({
    method: 'POST',
    url: '/api/climbs',
    headers: setter.auth,
    payload: climbBody(wallId, holdIds, { name: 'Morning coffee' }),
  });
  const climbId = climb.json().id as string;

  // Followers, a thread of 200 on the climb, and a phone for each of them and the setter (one key pair:
  // each push is still encrypted on its own).
  await exec(sql`insert into users (subject, display_name)
    select 'bench|' || i, 'Climber ' || i from generate_series(1, ${FOLLOWERS}) i`);
  // A table, not a temporary one: on PostgreSQL the pool's next query may run on another connection.
  await exec(sql`create table bench_users as
    select id, row_number() over (order by id) as n from users where subject like 'bench|%'`);
  await exec(sql`insert into user_follows (follower_id, followed_id)
    select id, ${setter.user.id}::uuid from bench_users`);
  const [thread] = await rows<{ id: string }>(sql`insert into comments (wall_id, climb_id, user_id, comment)
    values (${wallId}, ${climbId}, ${setter.user.id}, 'Beta?') returning id`);
  await exec(sql`insert into comment_replies (comment_id, user_id, reply)
    select ${thread!.id}::uuid, id, 'Heel hook' from bench_users where n <= ${THREAD}`);
  const keys = makeDevice('').body.keys;
  await exec(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, ${service.url('/device/')} || n, ${keys.p256dh}, ${keys.auth} from bench_users
    union all select ${setter.user.id}::uuid, ${service.url('/device/setter')}, ${keys.p256dh}, ${keys.auth}`);
  await exec(sql`delete from push_outbox`);

  // The tick: Ana ticks the climb again and again (each one a notification to the setter).
  const ana = await t.signUp('Ana');
  const tick = async () => {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ascents',
      headers: ana.auth,
      payload: {
        climb_id: climbId,
        ascent_date: '2026-11-20',
        ascent_type: 'redpoint',
        attempts: 2,
        public: true,
      },
    });
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`tick answered ${res.statusCode}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i++) await tick(); // warm-up
  await exec(sql`delete from push_outbox`);
  const withOutbox: number[] = [];
  const without: number[] = [];
  for (let block = 0; block < 4; block++) {
    const outbox = block % 2 === 1;
    await exec(
      sql.raw(`alter table notifications ${outbox ? 'enable' : 'disable'} trigger notifications_pushed`),
    );
    for (let i = 0; i < TICKS / 2; i++) (outbox ? withOutbox : without).push(await tick());
  }
  const [queued] = await rows<{ n: number }>(sql`select count(*)::int as n from push_outbox`);
  console.log(
    `tick, without the outbox: p50 ${ms(pct(without, 50))}, p95 ${ms(pct(without, 95))} (${without.length})`,
  );
  console.log(
    `tick, with the outbox:    p50 ${ms(pct(withOutbox, 50))}, p95 ${ms(pct(withOutbox, 95))} (${withOutbox.length}; ${queued!.n} pushes queued)`,
  );

  // The drain: one follow notification to each of 3,000 climbers, each a push of its own.
  await exec(sql`delete from push_outbox`);
  await exec(sql`insert into notifications (recipient_id, kind, actor_id, group_key)
    select id, 'follow', ${setter.user.id}, 'follow' from bench_users where n <= ${DRAINED}`);
  const before = service.received.length;
  const started = performance.now();
  const result = await drainPushOutbox(t.ctx);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `drain: ${JSON.stringify(result)}; ${result.sent} pushes in ${seconds.toFixed(2)} s = ${Math.round(result.sent / seconds)} pushes/s ` +
      `(stand-in received ${service.received.length - before}; target ≥ 500/s)`,
  );
} finally {
  await exec(sql`drop table if exists bench_users`);
  await t.close();
  await service.close();
}
