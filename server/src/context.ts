import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createImageGate, type ImageGate } from './images/image-gate.ts';
import type { FileStorage } from './storage/storage.ts';

/** What every service needs: the database, the file store, the configuration and the image gate. */
export interface AppContext {
  db: Db;
  storage: FileStorage;
  config: Config;
  /** Limits how many uploaded images are decoded at once, across the whole app. */
  imageGate: ImageGate;
}

export function createAppContext(parts: { db: Db; storage: FileStorage; config: Config }): AppContext {
  const { imageConcurrency: concurrency, imageQueueLength: queueLength } = parts.config;
  return { ...parts, imageGate: createImageGate({ concurrency, queueLength }) };
}
