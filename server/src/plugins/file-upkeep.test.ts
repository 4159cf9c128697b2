import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { API_AUDIENCE } from '../auth/oidc-provider.ts';
import { getSigningKey } from '../auth/server-secrets.ts';
import { openDatabase } from '../db/client.ts';
import { wallRevisions } from '../db/schema/walls.ts';
import { phoneJpeg } from '../images/image-fixtures.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const root = new URL('../../../', import.meta.url).pathname;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts `server.ts` as the deployment does; resolves once it logged `message` (JSON log lines). */
function startServer(env: Record<string, string>, message: string) {
  // Node itself, as `npm start` runs it: one process, which a kill -9 stops.
  const child = spawn(process.execPath, ['server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  const logged = new Promise<ChildProcess>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes(`"msg":"${message}"`)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before logging '${message}'`)));
  });
  return logged;
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** Revision folders on disk, as `walls/<wallId>/<revisionId>`. */
function revisionFolders(filesDir: string) {
  const walls = path.join(filesDir, 'walls');
  if (!existsSync(walls)) return [];
  return readdirSync(walls).flatMap((wall) =>
    readdirSync(path.join(walls, wall)).map((rev) => `walls/${wall}/${rev}`),
  );
}

// Holding a lock on `walls` from outside the server needs a PostgreSQL server; PGlite lives in-process.
describe.skipIf(!serverUrl)('storage after a crash', () => {
  it('keeps no orphan and loses no referenced file after a kill -9 mid-upload, a restart and one upkeep run', async () => {
    const name = `spraybook_crash_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spraybook-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO: 'false',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      ORPHAN_FILE_GRACE_MINUTES: '0',
    };

    let server = await startServer(env, 'file upkeep finished');
    const database = await openDatabase({ url: url.toString(), dataDir: null });
    cleanups.push(() => database.close());
    const { oidc } = (await (await fetch(`${base}/api/config`)).json()) as { oidc: { authority: string } };
    const token = await new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(oidc.authority)
      .setAudience(API_AUDIENCE)
      .setSubject('crash-tester')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(await getSigningKey(database.db), 'RS256'));
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    expect((await fetch(`${base}/api/users`, { method: 'POST', headers, body: '{}' })).status).toBe(201);
    const base64 = (await phoneJpeg(900, 600)).toString('base64');
    const upload = () =>
      fetch(`${base}/api/walls`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Board', base64_image: base64 }),
      });
    expect((await upload()).status).toBe(201);

    // Block the upload's transaction after its files are stored, then kill the server right there.
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table walls in exclusive mode');
    upload().catch(() => undefined);
    const waiting = `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    while ((await locker.query(waiting)).rows[0].n === 0) await new Promise((r) => setTimeout(r, 20));
    await killed(server);
    await locker.query('rollback');
    await locker.end();

    const referenced = () =>
      database.db
        .select({ prefix: wallRevisions.imagePrefix, widths: wallRevisions.variantWidths })
        .from(wallRevisions);
    const filesDir = path.join(dataDir, 'files');
    const before = (await referenced()).map((r) => r.prefix);
    expect(before).toHaveLength(1);
    expect(revisionFolders(filesDir).filter((f) => !before.includes(f))).toHaveLength(1);

    server = await startServer(env, 'file upkeep finished');
    const rows = await referenced();
    expect(revisionFolders(filesDir).sort()).toEqual(rows.map((r) => r.prefix).sort());
    for (const row of rows) {
      for (const file of ['original.jpg', ...row.widths.map((w) => `w${w}.webp`)]) {
        expect(existsSync(path.join(filesDir, row.prefix, file)), file).toBe(true);
      }
    }
    await killed(server);
  }, 60_000);
});
