import path from 'node:path';
import { LocalStorage } from './local-storage.ts';
import { S3Storage, type S3StorageConfig } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** S3 when configured (several server copies share one bucket), else a folder in the data directory. */
export function createStorage(config: { dataDir: string; s3?: S3StorageConfig | null }): FileStorage {
  if (config.s3) return S3Storage.fromConfig(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
