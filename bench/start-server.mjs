// Starts the app server for a benchmark on its own port and a fresh DATA_DIR (seeded with the demo
// wall), and stops it again; the data dir is removed on stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * `serveWeb: false` serves the API only, as the HTTP benchmark measures it. Returns the server
 * process's pid too (the memory benchmark reads its RSS).
 */
export async function startServer({ port, serveWeb }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spraybook-bench-'));
  // As `npm start` runs it: Node 24 strips the types itself.
  const child = spawn(process.execPath, [path.join(root, 'server/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(serveWeb ? {} : { WEB_DIST: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, pid: child.pid, stop };
}

async function waitForHealth(base) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}
