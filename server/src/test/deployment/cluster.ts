import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WRITE_LIMIT_DEFAULTS } from '../../config.ts';
import { startBucket } from './bucket.ts';
import { freePort } from './free-port.ts';
import { Nginx } from './nginx.ts';
import { ServerProcess } from './server-process.ts';

/** The load tests write fast from a few accounts: no write limit may refuse them. */
const HIGH_WRITE_LIMITS = Object.fromEntries(
  Object.values(WRITE_LIMIT_DEFAULTS).flatMap(({ name }) => [
    [`${name}_PER_MINUTE`, '1000000'],
    [`${name}_PER_HOUR`, '1000000'],
  ]),
);

/**
 * The production shape on loopback: nginx in front of two server processes on one fresh PostgreSQL
 * database and one S3-protocol bucket. The nodes are built but not started: `startTogether()`.
 */
export async function createCluster(opts: {
  nginxBinary: string;
  serverUrl: string;
  /** Settings of the nodes' own over the defaults below (`WEB_DIST` for a browser journey). */
  env?: Record<string, string>;
  /** Settings of one node over those (a rolling deploy half-way: each node its own `WEB_DIST`). */
  nodeEnv?: { a?: Record<string, string>; b?: Record<string, string> };
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'spraybook-deploy-'));
  const name = `spraybook_deploy_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: opts.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(opts.serverUrl), { pathname: `/${name}` }).toString();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const bucket = await startBucket(path.join(dir, 'bucket'));
  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    ...HIGH_WRITE_LIMITS,
    ...bucket.env,
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    // Nodes keep nothing of their own: the data folder is only where PGlite would live.
    DATA_DIR: path.join(dir, 'unused-data'),
    TRUST_PROXY: 'loopback',
    SEED_DEMO: 'true',
    WEB_DIST: '',
    FILE_UPKEEP_MINUTES: '0',
    METRICS: 'true',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    ...opts.env,
  };
  const node = (port: number, label: 'a' | 'b') =>
    new ServerProcess({
      port,
      env: { ...env, ...opts.nodeEnv?.[label] },
      logFile: path.join(dir, `node-${label}.log`),
    });
  const nodes = { a: node(portA!, 'a'), b: node(portB!, 'b') };
  const nginx = new Nginx(opts.nginxBinary, {
    dir: path.join(dir, 'nginx'),
    port: proxyPort!,
    upstreams: [portA!, portB!],
  });

  return {
    publicUrl,
    /** Where browsers fetch the photos: the bucket's own address. */
    photosUrl: bucket.env.S3_ENDPOINT,
    nodes,
    nginx,
    db,
    /** Both nodes at the same moment on the empty database, then nginx in front of them. */
    async startTogether() {
      nodes.a.start();
      nodes.b.start();
      await Promise.all([nodes.a.ready(), nodes.b.ready()]);
      await nginx.start();
    },
    async close() {
      // The nodes first: they end their session streams, which nginx's own graceful stop would wait on.
      await Promise.all([nodes.a.stop(), nodes.b.stop()]).catch(() => {
        nodes.a.kill();
        nodes.b.kill();
      });
      await nginx.stop().catch(() => {});
      await bucket.close().catch(() => {});
      await db.end();
      const drop = new pg.Client({ connectionString: opts.serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof createCluster>>;
