import { execFile } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { assertValidKey, type FileStorage } from '../storage/storage.ts';
import { FILES_DIR, sha256, writeManifest, type Manifest } from './manifest.ts';
import { referencedPhotoKeys } from './photo-references.ts';

const run = promisify(execFile);

export const POSTGRES_DUMP = 'database.dump';
export const PGLITE_DUMP = 'database.tar.gz';

/**
 * Writes a backup into the empty (or new) folder `dir`: the database dump, every photo it refers to
 * under `files/`, and `manifest.json` listing them with their hashes, written last. On PostgreSQL the
 * dump and the list of photos come from one snapshot, so they agree while the servers keep running.
 */
export async function createBackup(dir: string, source: { database: Database; storage: FileStorage }) {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`${dir} is not empty: back up into a new folder`);
  const { database, storage } = source;
  const { file, keys } =
    database.kind === 'postgres' ? await dumpPostgres(dir, database.url!) : await dumpPglite(dir, database);
  const files: Manifest['files'] = [];
  for (const key of keys) {
    assertValidKey(key);
    const stored = await storage.get(key);
    // Deleted between the snapshot and now (a wall deleted meanwhile): this backup would miss it.
    if (!stored)
      throw new Error(`The photo ${key} the database refers to is not in the store; back up again`);
    const target = path.join(dir, FILES_DIR, key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, stored.data);
    files.push({ key, bytes: stored.data.length, sha256: sha256(stored.data) });
  }
  const manifest: Manifest = {
    format: 1,
    created: new Date().toISOString(),
    database: { kind: database.kind, file },
    files,
  };
  await writeManifest(dir, manifest);
  return manifest;
}

/** pg_dump at a snapshot this session exports, after reading the photo references in that same snapshot. */
async function dumpPostgres(dir: string, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const keys = await referencedPhotoKeys(async (text, params) => (await client.query(text, params)).rows);
    const file = POSTGRES_DUMP;
    await run('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0]!.snapshot}`,
      `--file=${path.join(dir, file)}`,
      url,
    ]);
    await client.query('commit');
    return { file, keys };
  } finally {
    await client.end();
  }
}

/** PGlite's own dump of its data folder; nothing else writes while this process holds the database. */
async function dumpPglite(dir: string, database: Database) {
  const keys = await referencedPhotoKeys(database.rawQuery);
  const dump = await database.pglite!.dumpDataDir('gzip');
  const file = PGLITE_DUMP;
  await writeFile(path.join(dir, file), Buffer.from(await dump.arrayBuffer()));
  return { file, keys };
}
