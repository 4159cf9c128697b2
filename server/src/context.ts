import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './storage/storage.ts';

/** What every service needs: the database, the file store and the configuration. */
export interface AppContext {
  db: Db;
  storage: FileStorage;
  config: Config;
}
