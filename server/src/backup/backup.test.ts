import { cp, mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';
import { loadConfig } from '../config.ts';
import { createStorage } from '../storage/create-storage.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import { startBucket } from '../test/deployment/bucket.ts';
import { climbBody, traceHolds } from '../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { createBackup } from './backup.ts';
import { readManifest, sha256, writeManifest } from './manifest.ts';
import { restoreBackup, type RestoreTarget } from './restore.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.log('backup.test.ts: TEST_DATABASE_URL unset, so pg_dump/pg_restore are not tested (PGlite is)');

let t: TestApp;
let scratch: string;
let backupDir: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let wallId: string;
let privateWallId: string;
let climbId: string;
/** The owner's profile picture: its URL in answers (the largest size) and its folder's stored files. */
let pictureUrl: string;
const dropAfter: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  scratch = await mkdtemp(path.join(tmpdir(), 'spraybook-backup-'));
  owner = await t.signUp('Owner Olga');
  const jpeg = (await phoneJpeg(900, 600)).toString('base64');
  wallId = await t.addWall(owner, { name: 'The Cave', base64_image: jpeg });
  privateWallId = await t.addWall(owner, { name: 'Garage', base64_image: jpeg, private: true });
  const { holdIds } = await traceHolds(t, owner, wallId, 3);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/climbs',
    headers: owner.auth,
    payload: climbBody(wallId, holdIds, { name: 'Crimp line' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  climbId = res.json().id;
  pictureUrl = await t.setProfilePicture(owner, jpeg);
  backupDir = path.join(scratch, 'backup');
  await createBackup(backupDir, { database: t.database, storage: t.ctx.storage });
  // Building an app, uploading photos and dumping a database is slow on a busy machine.
}, 240_000);

afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
  for (const name of dropAfter) await admin(`drop database if exists ${name} with (force)`);
});

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** An empty database of the backup's kind and an empty photo folder to restore into. */
async function freshTarget(
  name: string,
): Promise<{ target: RestoreTarget; filesDir: string; dataDir: string }> {
  const dataDir = path.join(scratch, name);
  const filesDir = path.join(dataDir, 'files');
  if (!serverUrl) return { target: { kind: 'pglite', dataDir }, filesDir, dataDir };
  const db = `spraybook_restore_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(`create database ${db}`);
  dropAfter.push(db);
  const url = new URL(serverUrl);
  url.pathname = `/${db}`;
  return { target: { kind: 'postgres', url: url.toString() }, filesDir, dataDir };
}

async function openRestored(target: RestoreTarget, filesDir: string, dataDir: string) {
  const database = await openDatabase({
    url: target.kind === 'postgres' ? target.url : null,
    dataDir: target.kind === 'pglite' ? dataDir : null,
  });
  const config = { ...t.config, dataDir, databaseUrl: database.url };
  const app = await buildApp({ config, database, storage: new LocalStorage(filesDir), logger: false });
  await app.ready();
  return { app, database };
}

describe('backup and restore', () => {
  it('lists every photo the database refers to in the manifest, with its hash', async () => {
    const manifest = await readManifest(backupDir);
    expect(manifest.database.kind).toBe(t.database.kind);
    const keys = manifest.files.map((f) => f.key);
    expect(keys.filter((k) => k.includes(wallId))).toHaveLength(2); // original and one 640 px variant
    expect(keys.filter((k) => k.includes(privateWallId))).toHaveLength(2);
    // A profile picture is a folder of sizes: each stored file is in, not the folder's key.
    const folder = pictureUrl.replace(/^.*\/(users\/.+)\/w\d+\.webp$/, '$1');
    expect(keys.filter((k) => k.startsWith('users/'))).toEqual([`${folder}/w256.webp`, `${folder}/w96.webp`]);
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256) && f.bytes > 0)).toBe(true);
  });

  it('restores walls, climbs and photos into an empty database and store, readable through the API', async () => {
    const { target, filesDir, dataDir } = await freshTarget('restored');
    expect(await restoreBackup(backupDir, target, new LocalStorage(filesDir))).toEqual({ photos: 6 });
    let app: FastifyInstance | undefined;
    let database: Database | undefined;
    try {
      ({ app, database } = await openRestored(target, filesDir, dataDir));
      const wall = await app.inject({ method: 'GET', url: `/api/walls/${wallId}` });
      expect(wall.statusCode).toBe(200);
      expect(wall.json().name).toBe('The Cave');
      const climb = await app.inject({ method: 'GET', url: `/api/climbs/${climbId}` });
      expect(climb.statusCode).toBe(200);
      expect(climb.json().name).toBe('Crimp line');
      for (const url of [wall.json().image_url, wall.json().thumbnail_url]) {
        const image = await app.inject({ method: 'GET', url });
        expect(image.statusCode, url).toBe(200);
        expect(image.rawPayload.length).toBeGreaterThan(100);
      }
      const user = await app.inject({ method: 'GET', url: `/api/users/${owner.user.id}` });
      expect(user.json().profile_picture_url).toBe(pictureUrl);
      const picture = await app.inject({ method: 'GET', url: pictureUrl });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
      // The owner's tokens still work: the signing keys came back with the database.
      const hidden = await app.inject({
        method: 'GET',
        url: `/api/walls/${privateWallId}`,
        headers: owner.auth,
      });
      expect(hidden.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: hidden.json().image_url })).statusCode).toBe(200);
    } finally {
      await app?.close();
      await database?.close();
    }
  });

  it('refuses an archive missing a referenced photo before changing anything', async () => {
    const damaged = path.join(scratch, 'damaged');
    await cp(backupDir, damaged, { recursive: true });
    const manifest = await readManifest(damaged);
    const lost = manifest.files.find((f) => f.key.endsWith('original.jpg'))!;
    await unlink(path.join(damaged, 'files', lost.key));
    await writeManifest(damaged, { ...manifest, files: manifest.files.filter((f) => f !== lost) });
    const { target, filesDir, dataDir } = await freshTarget('untouched');
    await expect(restoreBackup(damaged, target, new LocalStorage(filesDir))).rejects.toThrow(
      `The backup lacks 1 photo(s) its database refers to (${lost.key}); nothing was restored`,
    );
    expect(await readdir(dataDir).catch(() => [])).toEqual([]);
    if (target.kind === 'postgres') {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const { rows } = await client.query(
        "select count(*)::int as n from pg_tables where schemaname = 'public'",
      );
      await client.end();
      expect(rows[0].n).toBe(0);
    }
  });

  it('refuses a damaged photo and a database that is not empty', async () => {
    const damaged = path.join(scratch, 'hash');
    await cp(backupDir, damaged, { recursive: true });
    const manifest = await readManifest(damaged);
    const first = manifest.files[0]!;
    await writeManifest(damaged, {
      ...manifest,
      files: [{ ...first, sha256: '0'.repeat(64) }, ...manifest.files.slice(1)],
    });
    const fresh = await freshTarget('hash-target');
    await expect(restoreBackup(damaged, fresh.target, new LocalStorage(fresh.filesDir))).rejects.toThrow(
      `The photo ${first.key} in the backup is damaged (its hash differs); nothing was restored`,
    );
    const used = await freshTarget('used');
    await restoreBackup(backupDir, used.target, new LocalStorage(used.filesDir));
    await expect(restoreBackup(backupDir, used.target, new LocalStorage(used.filesDir))).rejects.toThrow(
      used.target.kind === 'pglite'
        ? 'already holds a database; move it aside to restore'
        : 'The database already has tables',
    );
  });

  it('restores the photos into a bucket just as into a folder', async () => {
    const bucketDir = path.join(scratch, 'bucket');
    const bucket = await startBucket(bucketDir);
    try {
      const storage = createStorage({ dataDir: scratch, s3: loadConfig(bucket.env).s3 });
      const { target } = await freshTarget('into-bucket');
      expect(await restoreBackup(backupDir, target, storage)).toEqual({ photos: 6 });
      const { files } = await readManifest(backupDir);
      expect(files.filter((f) => f.key.startsWith('users/'))).toHaveLength(2);
      for (const file of files) {
        const stored = await storage.get(file.key);
        expect(stored && sha256(stored.data), file.key).toBe(file.sha256);
      }
    } finally {
      await bucket.close();
    }
  });

  it('refuses to write a backup into a folder that is not empty', async () => {
    await expect(createBackup(backupDir, { database: t.database, storage: t.ctx.storage })).rejects.toThrow(
      'is not empty: back up into a new folder',
    );
  });
});
