import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { retryReadsOnLostConnection } from './read-retry.ts';
// No schema handed to drizzle: queries name their tables (no relational `db.query`), so core knows no feature's.
export type Db = PgDatabase<PgQueryResultHKT>;
/** An open transaction, as `inTransaction` (transaction.ts) hands it to its body. */
export type OpenTx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type Tx = OpenTx | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server URL (postgres only). */
  url: string | null;
  /** Plain SQL with $1… parameters, below the ORM: for benchmarks that ask EXPLAIN ANALYZE of a query. */
  rawQuery(text: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  /** The embedded database itself (null on PostgreSQL): backups dump and load its data folder. */
  pglite: PGlite | null;
  /** The PostgreSQL pool's connections now (null on PGlite, one in-process connection): for `/metrics`. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections running a query or holding a transaction. */
  inUse: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small for the load. */
  waiting: number;
}

/**
 * Opens PostgreSQL: a server when a URL is given, else embedded PGlite kept in
 * `<dataDir>/pglite` (or in memory when dataDir is null, for tests).
 */
export async function openDatabase(opts: {
  url: string | null;
  dataDir: string | null;
  /** Told when the server drops an idle connection (a restart, say); the pool reconnects on the next query. */
  onIdleError?: (err: Error) => void;
  /** Told every query the ORM sends (benchmarks record them to explain them). */
  logQuery?: (query: string, params: unknown[]) => void;
  /** PGlite only: a dumped data folder to start from instead of an empty one (tests start migrated). */
  startFrom?: Blob;
}): Promise<Database> {
  const logger = opts.logQuery ? { logQuery: opts.logQuery } : undefined;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // Without a listener, an idle connection's error would crash the process.
    pool.on('error', opts.onIdleError ?? (() => undefined));
    retryReadsOnLostConnection(pool);
    const db = drizzlePg({ client: pool, logger }) as unknown as Db;
    const rawQuery = async (text: string, params: unknown[]) => (await pool.query(text, params)).rows;
    const poolStats = () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return {
      db,
      kind: 'postgres',
      url: opts.url,
      pglite: null,
      rawQuery,
      poolStats,
      close: () => endPool(pool),
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
    ...(opts.startFrom ? { loadDataDir: opts.startFrom } : {}),
  });
  const db = drizzlePglite({ client, logger }) as unknown as Db;
  const rawQuery = async (text: string, params: unknown[]) =>
    (await client.query<Record<string, unknown>>(text, params)).rows;
  return {
    db,
    kind: 'pglite',
    url: null,
    pglite: client,
    rawQuery,
    poolStats: () => null,
    close: () => client.close(),
  };
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly: its memory grows and never shrinks, so every buffer it ever
 * touches stays in the server's RSS. PostgreSQL's defaults size a machine of its own: 128 MB of shared
 * buffers (PGlite touched ~150 MB of WebAssembly memory at start with them, ~35 MB with these) and 64 MB
 * for building an index. A page it does not keep is read again from the operating system's file cache.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/** pool.end() resolves before its connections have closed; wait for each, so nothing outlives close(). */
async function endPool(pool: pg.Pool) {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (++closed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}
