import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, type Database } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';

/**
 * An in-memory PGlite with the migrations before `tag` applied (a copy of the folder, its journal cut there),
 * for a test that writes rows as they were and then checks what the migration made of them.
 */
export async function databaseMigratedBefore(tag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), `spraybook-before-${tag}-`));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  const database: Database = await openDatabase({ url: null, dataDir: null });
  const migrateWith = (migrationsFolder: string) =>
    migrate(database.db as unknown as PgliteDatabase, { migrationsFolder });
  await migrateWith(folder);
  return {
    database,
    q: (text: string, params: unknown[] = []) => database.rawQuery(text, params),
    /** Applies `tag` and every migration after it. */
    migrateRest: () => migrateWith(MIGRATIONS_FOLDER),
    close: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
