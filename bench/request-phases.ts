// Where one in-process request's time goes, sample by sample, so a slow sample can be set beside a fast one
// of the same run: before the handler (routing, the token, input validation), the handler's time with a
// query in flight and without one (the app's own work), the reply (response validation, JSON, the ETag), and
// garbage collection's pauses within the sample. Requests must run one at a time. Install it before the app
// is built: it wraps node-postgres's Pool#query, which the app's pool binds when it is made.
import { tracingChannel } from 'node:diagnostics_channel';
import { PerformanceObserver, performance, type PerformanceEntry } from 'node:perf_hooks';
import pg from 'pg';

interface Query {
  from: number;
  to: number;
  table: string;
}

export interface Phases {
  total: number;
  /** From the request to the handler's start. */
  before: number;
  /** The handler's time with at least one query in flight (a wait for a pool connection included). */
  db: number;
  /** The handler's time with no query in flight: the app's own work between and after its queries. */
  app: number;
  /** From the handler's answer to the reply's end: response validation, serialising, the ETag. */
  reply: number;
  /** Garbage collection's pauses within the sample, and their kinds ('minor', 'major', …). */
  gc: number;
  gcKinds: string[];
  /** The process's CPU time over the sample (all its threads): what the request cost Node itself. */
  cpu: number;
  queries: Query[];
  /** Connections the pool opened for the sample: a new one's server process starts with cold caches. */
  connects: number;
  /** The sample's place in its run (0: the first after the warm-up). */
  index: number;
  /** When the sample began and ended (performance.now()). */
  window: [number, number];
}

/** How long within [from, to] at least one of `spans` was under way. */
function coveredWithin(spans: readonly { from: number; to: number }[], from: number, to: number) {
  let covered = 0;
  let reached = from;
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    const start = Math.max(span.from, reached);
    const end = Math.min(span.to, to);
    if (end > start) covered += end - start;
    reached = Math.max(reached, Math.min(span.to, to));
  }
  return covered;
}

const tableOf = (text: string) => /\bfrom\s+"?(\w+)/i.exec(text)?.[1] ?? '?';

export function installRequestPhases() {
  let current: { handlerStart?: number; handlerEnd?: number; queries: Query[]; connects: number } | null =
    null;
  const pauses: PerformanceEntry[] = [];
  new PerformanceObserver((list) => pauses.push(...list.getEntries())).observe({ entryTypes: ['gc'] });

  const handler = tracingChannel('fastify.request.handler');
  handler.start.subscribe(() => {
    if (current) current.handlerStart = performance.now();
  });
  // Published when the handler's promise settles, before the reply is serialised.
  handler.asyncStart.subscribe(() => {
    if (current) current.handlerEnd = performance.now();
  });

  type PoolQuery = (this: pg.Pool, ...args: unknown[]) => unknown;
  const query = pg.Pool.prototype.query as unknown as PoolQuery;
  (pg.Pool.prototype as unknown as { query: PoolQuery }).query = function (this: pg.Pool, ...args) {
    const result = query.apply(this, args);
    const queries = current?.queries;
    if (!queries || !(result instanceof Promise)) return result;
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
    const span = { from: performance.now(), to: Infinity, table: tableOf(text) };
    queries.push(span);
    const done = () => void (span.to = performance.now());
    result.then(done, done);
    return result;
  };

  type Connect = (this: pg.Client, ...args: unknown[]) => unknown;
  const connect = pg.Client.prototype.connect as unknown as Connect;
  (pg.Client.prototype as unknown as { connect: Connect }).connect = function (this: pg.Client, ...args) {
    if (current) current.connects++;
    return connect.apply(this, args);
  };

  /** Runs one request and tells its phases; `addPauses` adds its GC pauses once the observer has told them. */
  const measure = async (request: () => Promise<unknown>, index: number): Promise<Phases> => {
    const sample: NonNullable<typeof current> = { queries: [], connects: 0 };
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    current = sample;
    try {
      await request();
    } finally {
      current = null;
    }
    const end = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    const handlerStart = sample.handlerStart ?? start;
    const handlerEnd = sample.handlerEnd ?? end;
    const db = coveredWithin(sample.queries, handlerStart, handlerEnd);
    return {
      total: end - start,
      before: handlerStart - start,
      db,
      app: handlerEnd - handlerStart - db,
      reply: end - handlerEnd,
      gc: 0,
      gcKinds: [],
      cpu: (cpu.user + cpu.system) / 1000,
      queries: sample.queries,
      connects: sample.connects,
      index,
      window: [start, end],
    };
  };

  /** Adds each sample's GC pauses: the observer tells them after the fact, so call once the samples are taken. */
  const addPauses = async (samples: Phases[]) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const s of samples) {
      const [from, to] = s.window;
      const within = pauses.filter((p) => p.startTime < to && p.startTime + p.duration > from);
      s.gc = coveredWithin(within.map(asSpan), from, to);
      s.gcKinds = within.map((p) => GC_KINDS[(p as GcEntry).detail?.kind ?? 0] ?? '?');
    }
    pauses.length = 0;
  };

  return { measure, addPauses };
}

type GcEntry = PerformanceEntry & { detail?: { kind?: number } };
/** perf_hooks' constants.NODE_PERFORMANCE_GC_* */
const GC_KINDS: Record<number, string> = { 1: 'minor', 4: 'major', 8: 'incremental', 16: 'weak callbacks' };
const asSpan = (p: PerformanceEntry) => ({ from: p.startTime, to: p.startTime + p.duration });

/** One sample's phases on one line, in ms: the total, each phase, and its slowest query's round trip. */
export function phasesLine(p: Phases) {
  const none = { from: 0, to: 0, table: '-' };
  const slowest = p.queries.reduce((a, b) => (b.to - b.from > a.to - a.from ? b : a), none);
  const ms = (n: number) => n.toFixed(1);
  return (
    `#${String(p.index).padEnd(3)} ${ms(p.total).padStart(6)} = before ${ms(p.before)} + db ${ms(p.db)} + app ${ms(p.app)} + reply ` +
    `${ms(p.reply)}; gc ${ms(p.gc)}${p.gcKinds.length ? ` (${p.gcKinds.join(', ')})` : ''}, CPU ${ms(p.cpu)}; ${p.queries.length} queries, slowest ${ms(slowest.to - slowest.from)} ` +
    `(${slowest.table})${p.connects ? `, ${p.connects} new connections` : ''}`
  );
}
