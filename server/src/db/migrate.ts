import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

/** Drizzle's SQL migrations and their journal. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every server process.
const MIGRATION_LOCK = 7_301_455;

/** How many migrations this code ships (drizzle's journal lists each once). */
export const SHIPPED_MIGRATIONS: number = (
  JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }
).entries.length;

/**
 * Applies every pending migration, each in its own transaction, recorded in drizzle's journal table,
 * then runs `afterwards` (the demo seed) before letting go. On PostgreSQL an advisory lock makes
 * servers starting together on one database do this one after another: the first migrates and seeds,
 * the others find nothing left to do. PGlite belongs to one process, so it needs no lock.
 */
export async function migrateDatabase(database: Database, afterwards?: () => Promise<void>) {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterwards?.();
    return;
  }
  // The lock belongs to a session, so it gets a connection of its own outside the pool.
  const lock = new pg.Client({ connectionString: database.url! });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterwards?.();
  } finally {
    // Ending the session releases the lock, even when a migration failed.
    await lock.end();
  }
}

/** Migrations recorded as applied in the database: `/readyz` wants at least every one this code ships. */
export async function appliedMigrations(database: Database): Promise<number> {
  const [row] = await database.rawQuery(
    'select count(*)::int as applied from drizzle.__drizzle_migrations',
    [],
  );
  return Number(row?.applied ?? 0);
}
