import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { contentTypeForKey } from '../storage/content-types.ts';
import { assertValidKey, type FileStorage } from '../storage/storage.ts';
import { pgliteDumpReferences, postgresDumpReferences } from './dump-references.ts';
import { FILES_DIR, readManifest, sha256 } from './manifest.ts';

const run = promisify(execFile);

export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/**
 * Restores a backup folder into an empty database and the photo store. Everything is checked first:
 * the manifest, each photo's hash, and that every photo the dumped database refers to is in the
 * backup; any problem throws with what is wrong before the database or the store is touched.
 */
export async function restoreBackup(dir: string, target: RestoreTarget, storage: FileStorage) {
  const manifest = await readManifest(dir);
  if (manifest.database.kind !== target.kind) {
    throw new Error(
      `This backup is of a ${manifest.database.kind} database; restore it with ${manifest.database.kind === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset (the embedded database in DATA_DIR)'}`,
    );
  }
  const photos = new Map<string, Buffer>();
  for (const entry of manifest.files) {
    assertValidKey(entry.key);
    const data = await readFile(path.join(dir, FILES_DIR, entry.key)).catch(() => null);
    if (!data) throw new Error(`The backup is missing the photo ${entry.key}; nothing was restored`);
    if (sha256(data) !== entry.sha256) {
      throw new Error(
        `The photo ${entry.key} in the backup is damaged (its hash differs); nothing was restored`,
      );
    }
    photos.set(entry.key, data);
  }
  const dumpFile = path.join(dir, manifest.database.file);
  const dump = target.kind === 'pglite' ? await readFile(dumpFile) : null;
  const referenced = dump ? await pgliteDumpReferences(dump) : await postgresDumpReferences(dumpFile);
  const missing = referenced.filter((key) => !photos.has(key));
  if (missing.length > 0) {
    throw new Error(
      `The backup lacks ${missing.length} photo(s) its database refers to (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}); nothing was restored`,
    );
  }
  await assertEmpty(target);
  // Photos first: if the database restore then fails, they are unreferenced and the orphan sweep removes them.
  for (const [key, data] of photos)
    await storage.put(key, data, contentTypeForKey(key) ?? 'application/octet-stream');
  if (target.kind === 'postgres') {
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.url}`,
      dumpFile,
    ]);
  } else {
    const folder = path.join(target.dataDir, 'pglite');
    // DATA_DIR may not exist yet (photos in a bucket leave it empty).
    await mkdir(folder, { recursive: true });
    const client = await PGlite.create(folder, {
      loadDataDir: new Blob([dump!]),
      extensions: { pg_trgm },
    });
    await client.close();
  }
  return { photos: photos.size };
}

/** A restore never merges into or overwrites a database: the operator moves the old one aside first. */
async function assertEmpty(target: RestoreTarget) {
  if (target.kind === 'pglite') {
    const folder = path.join(target.dataDir, 'pglite');
    const entries = await readdir(folder).catch(() => []);
    if (entries.length > 0) throw new Error(`${folder} already holds a database; move it aside to restore`);
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    if (rows[0]!.n > 0)
      throw new Error('The database already has tables; restore into a new, empty database');
  } finally {
    await client.end();
  }
}
