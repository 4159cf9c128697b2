import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>`, configured by the same environment as
 * the server (DATABASE_URL or DATA_DIR, S3_*). The folder is relative to where npm was started.
 */
const [command, folder] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('Usage: npm run backup -- <new folder>   |   npm run restore -- <backup folder>');
  process.exit(2);
}
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
const config = loadConfig();
const storage = createStorage({ dataDir: config.dataDir, s3: config.s3 });

try {
  if (command === 'backup') {
    // PGlite belongs to one process: on the embedded database the server must be stopped first.
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      const manifest = await createBackup(dir, { database, storage });
      console.log(
        `Backed up the ${manifest.database.kind} database and ${manifest.files.length} photos to ${dir}`,
      );
    } finally {
      await database.close();
    }
  } else {
    const target = config.databaseUrl
      ? ({ kind: 'postgres', url: config.databaseUrl } as const)
      : ({ kind: 'pglite', dataDir: config.dataDir } as const);
    const { photos } = await restoreBackup(dir, target, storage);
    console.log(`Restored the database and ${photos} photos from ${dir}`);
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  process.exit(1);
}
