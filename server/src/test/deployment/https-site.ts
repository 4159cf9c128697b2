import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Caddy } from './caddy.ts';
import { createFreshDatabase } from './fresh-database.ts';
import { freePort } from './free-port.ts';
import { ServerProcess } from './server-process.ts';

/** The name the site is served under: browsers map it to 127.0.0.1, Caddy's certificate names it. */
export const SITE_HOST = 'spraybook.test';

/**
 * A gym's box on loopback: Caddy with `tls internal` (deploy/Caddyfile.lan) in front of `nodes` server
 * processes at https://spraybook.test:<port>. On a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set, else on PGlite in a temp folder (one node: PGlite is one process's). The nodes share one data
 * folder for the photos, as two systemd units on one box do. Built, not started: `start()`.
 */
export async function createHttpsSite(opts: {
  caddyBinary: string;
  nodes?: 1 | 2;
  /** Settings of the nodes' own over the defaults below (`WEB_DIST` for a browser journey). */
  env?: Record<string, string>;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'spraybook-https-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createFreshDatabase(serverUrl) : null;
  const count = database ? (opts.nodes ?? 1) : 1;
  const nodePorts: number[] = [];
  for (let i = 0; i < count; i++) nodePorts.push(await freePort());
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const url = `https://${SITE_HOST}:${httpsPort}`;
  const env = {
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    TRUST_PROXY: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: path.join(dir, 'data'),
    SEED_DEMO: 'true',
    WEB_DIST: '',
    FILE_UPKEEP_MINUTES: '0',
    METRICS: 'true',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    ...opts.env,
  };
  const nodes = nodePorts.map(
    (port, i) => new ServerProcess({ port, env, logFile: path.join(dir, `node-${i + 1}.log`) }),
  );
  const caddy = new Caddy(opts.caddyBinary, {
    dir: path.join(dir, 'caddy'),
    host: SITE_HOST,
    httpsPort: httpsPort!,
    httpPort: httpPort!,
    upstreams: nodePorts,
  });

  return {
    url,
    host: SITE_HOST,
    database: database ? 'PostgreSQL' : 'PGlite',
    nodes,
    caddy,
    /** The nodes together (one migrates and seeds), then Caddy in front of them. */
    async start() {
      for (const node of nodes) node.start();
      await Promise.all(nodes.map((node) => node.ready()));
      await caddy.start();
    },
    async close() {
      await caddy.stop().catch(() => {});
      await Promise.all(nodes.map((node) => node.stop())).catch(() => nodes.forEach((node) => node.kill()));
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type HttpsSite = Awaited<ReturnType<typeof createHttpsSite>>;
