import { buildApp } from './app.ts';
import { getImageUrlKey } from './auth/server-secrets.ts';
import { createAppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { shutDownGracefully } from './http/graceful-shutdown.ts';
import { listenNotice, networkAddresses } from './http/listen-notice.ts';
import { startSettings } from './start-settings.ts';
import { createStorage } from './storage/create-storage.ts';

const { config, tls } = startSettings();
// The app's logger exists only once the app does.
let logIdleError = (_err: Error) => {};
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (err) => logIdleError(err),
});
const storage = createStorage({ dataDir: config.dataDir, s3: config.s3 });
let seeded = false;
// The seed runs under the migrations' lock: nodes starting together on an empty database seed it once.
await migrateDatabase(database, async () => {
  if (!config.seedDemo) return;
  const imageUrlKey = await getImageUrlKey(database.db);
  seeded = await seedDemo(createAppContext({ db: database.db, storage, config, imageUrlKey }));
});
const app = await buildApp({ config, database, storage, tls });
logIdleError = (err) => app.log.warn({ err }, 'database connection lost while idle');
if (seeded) app.log.info('seeded the demo wall');

// On Ctrl+C or a container stop: drain (no new connections, /readyz 503), finish the requests in
// flight within SHUTDOWN_TIMEOUT_SECONDS, close the database, exit 0.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = config.shutdownTimeoutSeconds * 1000;
    app.log.info({ signal, inFlight: app.drain.requestsInFlight }, 'draining before stopping');
    // Should closing itself hang (a stuck database), do not outlive the container's patience.
    const force = setTimeout(() => {
      app.log.error('stopping took too long: exiting');
      process.exit(1);
    }, timeoutMs + 5000);
    force.unref();
    const drained = await shutDownGracefully(app, { timeoutMs, closeDatabase: () => database.close() });
    if (drained) app.log.info('stopped: every request answered');
    else app.log.warn({ timeoutMs }, 'stopped: requests still in flight at the timeout were cut off');
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const notice = listenNotice({
  publicUrl: config.publicUrl,
  publicUrlSet: Boolean(process.env.PUBLIC_URL),
  host: config.host,
  port: config.port,
  addresses: networkAddresses(),
});
app.log.info({ database: database.kind, url: config.publicUrl }, notice.open);
if (notice.warning) app.log.warn(notice.warning);
// Someone at a terminal (npm start) reads a plain line more easily than a JSON log.
if (process.stderr.isTTY) {
  process.stderr.write(`\n  ${notice.open}\n${notice.warning ? `\n  ⚠ ${notice.warning}\n` : ''}\n`);
}
