// A climbing session live (issue 45, decision 0216): two nodes behind nginx on one PostgreSQL database,
// 30 members each holding the session's event stream (through nginx, so spread over both nodes), and
// SESSION_BENCH_WRITES (default 1,000) queue changes and attempts at SESSION_BENCH_RATE a second (20): the
// time from a write's answer to its event arriving at every member (p50, p95, max), the memory each open
// stream costs a node, and the listening connections per node. Figures, never pass/fail.
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and nginx are needed, else it skips.
import type { SessionEvent } from '@spraybook/contract';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createCluster } from '../server/src/test/deployment/cluster.ts';
import { findNginx } from '../server/src/test/deployment/nginx.ts';
import { signUpThroughProxy } from '../server/src/test/deployment/sign-in.ts';
import { openStream } from '../server/src/test/sse-client.ts';

const MEMBERS = 30;
const WRITES = Number(process.env.SESSION_BENCH_WRITES ?? 1000);
const RATE = Number(process.env.SESSION_BENCH_RATE ?? 20);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nginxBinary = findNginx();
const probe = new pg.Client({ connectionString: serverUrl });
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
await probe.end().catch(() => {});
if (!nginxBinary || !reachable) {
  console.log(
    `Session benchmark skipped: ${nginxBinary ? `no PostgreSQL at ${serverUrl}` : 'nginx is not installed'}`,
  );
  process.exit(0);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

// One address signs up 30 climbers: more than an hour's sign-ups from one place allows.
const cluster = await createCluster({ nginxBinary, serverUrl, env: { SIGN_UPS_PER_HOUR: '1000' } });
try {
  await cluster.startTogether();
  const base = cluster.nginx.url;
  console.log(`Session live on two nodes behind nginx: ${MEMBERS} members, ${WRITES} writes at ${RATE}/s`);

  const members: { token: string; id: string }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const { accessToken } = await signUpThroughProxy(base, `Session.Climber${i}`);
    const res = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    members.push({ token: accessToken, id: ((await res.json()) as { id: string }).id });
  }
  const call = async (i: number, method: string, url: string, body: object = {}) => {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${members[i]!.token}`, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<{ id: string; last_event_id: number }>;
  };

  const { rows: climbs } = await cluster.db.query<{ id: string; wall_id: string }>(
    `select c.id, c.wall_id from climbs c join walls w on w.id = c.wall_id
     where w.name = 'Spraywall of the Month' and not c.draft order by c.created`,
  );
  const [current, ...others] = climbs;
  const session = await call(0, 'POST', `/walls/${current!.wall_id}/sessions`, { climb_id: current!.id });
  for (let i = 1; i < MEMBERS; i++) await call(i, 'POST', `/sessions/${session.id}/members`);

  const rss = async () => {
    let total = 0;
    for (const node of [cluster.nodes.a, cluster.nodes.b]) {
      const text = await (await fetch(`${node.url}/metrics`)).text();
      total += Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1]);
    }
    return total;
  };
  const rssBefore = await rss();

  const streams = members.map((m) =>
    openStream<SessionEvent>(`${base}/api/sessions/${session.id}/events`, {
      authorization: `Bearer ${m.token}`,
    }),
  );
  await Promise.all(streams.map((s) => s.until(1, 30_000)));
  const rssStreams = await rss();
  const { rows: listening } = await cluster.db.query<{ n: number }>(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'",
  );

  // The writes: '+1' by each member in turn, and every fourth a climb queued or taken out again.
  const answered = new Map<number, number>();
  const queued = new Set<string>();
  const write = async (n: number) => {
    const who = n % MEMBERS;
    const climb = others[(n >> 2) % others.length]!.id;
    const res =
      n % 4 !== 3
        ? await call(who, 'POST', `/sessions/${session.id}/attempts`, { climb_id: current!.id })
        : queued.delete(climb)
          ? await call(who, 'DELETE', `/sessions/${session.id}/queue/${climb}`)
          : (queued.add(climb),
            await call(who, 'POST', `/sessions/${session.id}/queue`, { climb_id: climb }));
    answered.set(res.last_event_id, performance.now());
  };
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < WRITES; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(write(n));
  }
  await Promise.all(pending);
  // Every member's stream up to the last write's event (or 10 s more).
  const lastId = Math.max(...answered.keys());
  await Promise.all(streams.map((s) => s.until(lastId - s.messages[0]!.id + 1, 10_000).catch(() => {})));
  for (const s of streams) s.close();
  const arrivals = new Map<number, number[]>();
  for (const s of streams)
    for (const m of s.messages) arrivals.set(m.id, [...(arrivals.get(m.id) ?? []), m.at]);

  const delays: number[] = [];
  let missing = 0;
  for (const [id, at] of answered) {
    const got = arrivals.get(id) ?? [];
    missing += MEMBERS - got.length;
    for (const t of got) delays.push(Math.max(0, t - at));
  }
  console.log(`writes answered: ${answered.size}; deliveries ${delays.length}, missing ${missing}`);
  console.log(
    `write answer → arrival at a member: p50 ${ms(pct(delays, 50))}, p95 ${ms(pct(delays, 95))}, max ${ms(Math.max(...delays))}`,
  );
  console.log(
    `memory per open stream (both nodes' RSS): ${((rssStreams - rssBefore) / MEMBERS / 1024).toFixed(0)} kB`,
  );
  console.log(`listening connections: ${listening[0]!.n} on 2 nodes`);
} finally {
  await cluster.close();
}
