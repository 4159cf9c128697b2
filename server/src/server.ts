import { buildApp } from './app.ts';
import { getImageUrlKey } from './auth/server-secrets.ts';
import { createAppContext } from './context.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { createStorage } from './storage/create-storage.ts';

const config = loadConfig();
// The app's logger exists only once the app does.
let logIdleError = (_err: Error) => {};
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (err) => logIdleError(err),
});
await migrateDatabase(database);
const storage = createStorage({ dataDir: config.dataDir, s3: config.s3 });
const app = await buildApp({ config, database, storage });
logIdleError = (err) => app.log.warn({ err }, 'database connection lost while idle');

if (config.seedDemo) {
  const imageUrlKey = await getImageUrlKey(database.db);
  const seeded = await seedDemo(createAppContext({ db: database.db, storage, config, imageUrlKey }));
  if (seeded) app.log.info('seeded the demo wall');
}

// Finish in-flight requests, then close the database, on Ctrl+C or a container stop.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Spraybook is running at ${config.publicUrl} (database: ${database.kind})`);
