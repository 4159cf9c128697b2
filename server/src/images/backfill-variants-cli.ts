import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../storage/create-storage.ts';
import { backfillWallVariants } from './backfill-variants.ts';

/**
 * `npm run backfill:variants`: a one-off job after an upgrade that adds a photo width, configured by the
 * same environment as the server (DATABASE_URL or DATA_DIR, S3_*). On the embedded database, stop the
 * server first (PGlite belongs to one process); on PostgreSQL it may run beside the nodes.
 */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const storage = createStorage({ dataDir: config.dataDir, s3: config.s3 });
  const { revisions, files } = await backfillWallVariants(database.db, storage, (line) => console.log(line));
  console.log(`Wrote ${files} photo variants for ${revisions} wall photos.`);
} catch (error) {
  console.error(`backfill failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
