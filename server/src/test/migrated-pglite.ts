import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase, MIGRATIONS_FOLDER } from '../db/migrate.ts';

const TEMPLATE_PREFIX = 'spraybook-pglite-migrated-';
/** PGlite's version, from the package.json above its entry (its exports do not list that file). */
function pgliteVersion() {
  let folder = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Every migration file's name and text, and PGlite's version: a new migration or PGlite makes a new template
 * (here, and of the PostgreSQL server's test databases, migrated-postgres.ts).
 */
export function templateKey() {
  const hash = createHash('sha256').update(pgliteVersion());
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite with every migration applied, dumped once and kept in the temp folder: a test
 * app starting from it takes half a second, against two to three for an empty PGlite plus the
 * migrations, and every server test file builds a test app. Written under a temporary name and
 * renamed, so a test file in another worker never reads half of one.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const name = `${TEMPLATE_PREFIX}${templateKey()}.tar`;
  const file = path.join(tmpdir(), name);
  if (!existsSync(file)) {
    // Templates of earlier migrations are of no more use (42 MB each).
    for (const old of readdirSync(tmpdir()))
      if (old.startsWith(TEMPLATE_PREFIX) && old.endsWith('.tar') && old !== name)
        rmSync(path.join(tmpdir(), old), { force: true });
    const database = await openDatabase({ url: null, dataDir: null });
    await migrateDatabase(database);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
