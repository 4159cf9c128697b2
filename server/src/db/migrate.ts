import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every server process.
const MIGRATION_LOCK = 7_301_455;

/** Applies every pending migration, each in its own transaction, recorded in drizzle's journal table. */
export async function migrateDatabase(database: Database) {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several servers may start at once against one PostgreSQL: let one migrate at a time.
  const lock = new pg.Client({ connectionString: database.url! });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lock.end();
  }
}
