import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { IDEMPOTENCY_ALREADY_DONE_CODE } from '@spraybook/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMIT_DEFAULTS } from '../../config.ts';
import { createFreshDatabase } from '../../test/deployment/fresh-database.ts';
import { freePort } from '../../test/deployment/free-port.ts';
import { ServerProcess } from '../../test/deployment/server-process.ts';
import { signUpThroughProxy } from '../../test/deployment/sign-in.ts';

// Real server processes killed with SIGKILL while climbers tick through them: the nodes share a
// PostgreSQL server. CRASH_TEST_KILLS=20 is the full form (a benchmark run); the suite kills 4 times.
const serverUrl = process.env.TEST_DATABASE_URL;
const KILLS = Number(process.env.CRASH_TEST_KILLS ?? 4);
const WRITERS = 4;
/** Claims of a killed node go stale this fast here (30 s by default): retries get on quickly. */
const STALE_SECONDS = 3;
/** One intent's retries give up after this long: a key stuck longer is a bug the test reports. */
const INTENT_DEADLINE_MS = 120_000;
/** A node's restart takes about 5 s on an idle machine, up to a minute on a loaded 2-core one. */
const TEST_TIMEOUT_MS = 300_000 + KILLS * 120_000;
if (!serverUrl) {
  console.log('Crash test (kill -9 of nodes during keyed writes) skipped: TEST_DATABASE_URL is not set');
}

const HIGH_WRITE_LIMITS = Object.fromEntries(
  Object.values(WRITE_LIMIT_DEFAULTS).flatMap(({ name }) => [
    [`${name}_PER_MINUTE`, '1000000'],
    [`${name}_PER_HOUR`, '1000000'],
  ]),
);

/** How one tick's key ended: created (2xx) or 'already_done' (its first request's write was saved). */
type Outcome = 'created' | 'already_done' | 'gave_up';

interface Tally {
  intents: Map<string, Outcome>;
  /** Requests cut off by a kill (reset or closed mid-request), refused by a dead node, answered 5xx, 409. */
  interrupted: number;
  refused: number;
  serverErrors: number;
  inProgress: number;
  alreadyDone: number;
  unexpected: string[];
}

describe.skipIf(!serverUrl)('keyed writes while nodes are killed (kill -9)', () => {
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let dataDir: string;
  let nodes: ServerProcess[];
  let sql: pg.Pool;

  beforeAll(async () => {
    database = await createFreshDatabase(serverUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'spraybook-crash-'));
    const [portA, portB] = [await freePort(), await freePort()];
    const env = {
      ...HIGH_WRITE_LIMITS,
      HOST: '127.0.0.1',
      // Tokens name this issuer; both nodes share its keys through the database.
      PUBLIC_URL: `http://127.0.0.1:${portA}`,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      WEB_DIST: '',
      FILE_UPKEEP_MINUTES: '0',
      LOG_LEVEL: 'warn',
      IDEMPOTENCY_STALE_SECONDS: String(STALE_SECONDS),
      // The writers keep their first token for the whole run (20 kills take minutes on a loaded machine).
      ACCESS_TOKEN_TTL: '3600',
    };
    nodes = [portA!, portB!].map(
      (port, i) => new ServerProcess({ port, env, logFile: path.join(dataDir, `node-${i}.log`) }),
    );
    for (const node of nodes) node.start();
    await Promise.all(nodes.map((node) => node.ready()));
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
  }, 300_000);

  afterAll(async () => {
    for (const node of nodes ?? []) node.kill();
    await sql?.end();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(
    `stores every tick once: ${WRITERS} climbers write through ${KILLS} kills, retrying on the other node`,
    async () => {
      const tokens = await Promise.all(
        Array.from({ length: WRITERS }, async (_, i) => {
          const signedIn = await signUpThroughProxy(nodes[0]!.url, `Crash.Writer${i}`);
          const created = await fetch(`${nodes[0]!.url}/api/users`, {
            method: 'POST',
            headers: { authorization: `Bearer ${signedIn.accessToken}`, 'content-type': 'application/json' },
            body: '{}',
          });
          expect(created.status).toBe(201);
          return signedIn;
        }),
      );
      const [climb] = (await sql.query<{ id: string }>('select id from climbs where not draft limit 1')).rows;
      expect(climb, 'the demo wall has a climb').toBeDefined();
      const tally: Tally = {
        intents: new Map(),
        interrupted: 0,
        refused: 0,
        serverErrors: 0,
        inProgress: 0,
        alreadyDone: 0,
        unexpected: [],
      };
      let stop = false;
      const writers = tokens.map(async ({ accessToken }, writer) => {
        for (let n = 0; !stop; n++) {
          const key = `crash-${writer}-${n}-${randomUUID()}`;
          const outcome = await tickUntilDone(accessToken, climb!.id, key, writer + n, tally);
          tally.intents.set(key, outcome);
          if (outcome === 'gave_up') return;
        }
      });

      const started = Date.now();
      const restarts: number[] = [];
      for (let kill = 0; kill < KILLS; kill++) {
        const node = nodes[kill % 2]!;
        await delay(300 + Math.random() * 1200); // ticks flow through both nodes meanwhile
        await node.crash();
        const restarted = Date.now();
        node.start();
        await node.ready(); // the other node takes every retry until then
        restarts.push((Date.now() - restarted) / 1000);
      }
      await delay(1000);
      stop = true;
      await Promise.all(writers);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);

      // Each intent's key is its tick's description; the demo's own ticks have none.
      const { rows } = await sql.query<{ description: string; n: string }>(
        'select description, count(*) as n from ascents where description is not null group by description',
      );
      const stored = new Map(rows.map((r) => [r.description, Number(r.n)]));
      const outcomes = [...tally.intents.values()];
      const duplicates = [...stored].filter(([, n]) => n > 1);
      const lost = [...tally.intents].filter(
        ([key, outcome]) => outcome !== 'gave_up' && stored.get(key) !== 1,
      );
      console.log(
        `crash test: ${KILLS} kills in ${seconds} s (a restart took ${Math.min(...restarts).toFixed(1)}-` +
          `${Math.max(...restarts).toFixed(1)} s), ${tally.intents.size} ticks ` +
          `(${outcomes.filter((o) => o === 'already_done').length} answered 'already_done'); requests cut off ` +
          `by a kill ${tally.interrupted}, refused by a dead node ${tally.refused}, 5xx ${tally.serverErrors}, ` +
          `409 in progress ${tally.inProgress}; duplicates ${duplicates.length}, lost ${lost.length}`,
      );
      expect(tally.unexpected).toEqual([]);
      expect(duplicates, 'keys stored more than once').toEqual([]);
      expect(lost, 'keys answered (or retried to the end) without their tick').toEqual([]);
      expect(outcomes.filter((o) => o === 'gave_up')).toEqual([]);
      expect([...stored.keys()].every((key) => tally.intents.has(key))).toBe(true);
      expect(tally.interrupted + tally.refused, 'the kills hit requests').toBeGreaterThan(0);
    },
    TEST_TIMEOUT_MS,
  );

  /**
   * Sends one tick with its key until the server has it, as the web's queue does: a cut-off or refused
   * request, a 5xx or a 409 'in progress' goes again (with the same key) to the other node.
   */
  async function tickUntilDone(token: string, climbId: string, key: string, turn: number, tally: Tally) {
    const deadline = Date.now() + INTENT_DEADLINE_MS;
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      const node = nodes[(turn + attempt) % 2]!;
      let res: Response;
      try {
        res = await fetch(`${node.url}/api/ascents`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify({
            climb_id: climbId,
            ascent_date: '2026-11-29',
            ascent_type: 'flash',
            attempts: 1,
            description: key,
          }),
        });
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code === 'ECONNREFUSED') tally.refused += 1;
        else tally.interrupted += 1;
        await delay(attempt === 0 ? 0 : 50);
        continue;
      }
      const body = (await res.json().catch(() => null)) as { code?: string } | null;
      if (res.status === 201) return 'created';
      if (res.status === 409 && body?.code === IDEMPOTENCY_ALREADY_DONE_CODE) {
        tally.alreadyDone += 1;
        return 'already_done';
      }
      if (res.status === 409) tally.inProgress += 1;
      else if (res.status >= 500) tally.serverErrors += 1;
      else {
        tally.unexpected.push(`${key}: ${res.status} ${JSON.stringify(body)}`);
        return 'gave_up';
      }
      await delay(100);
    }
    return 'gave_up';
  }
});
