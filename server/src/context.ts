import { createBucketImageUrls } from './images/bucket-image-urls.ts';
import type { WallRevision } from '@spraybook/contract';
import { createMailer, type Mailer } from './auth/mailer.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createImageGate, type ImageGate } from './images/image-gate.ts';
import { createImageUrlSigner, type ImageUrlSigner } from './images/signed-image-url.ts';
import { LruCache } from './lib/lru-cache.ts';
import { TimedValue } from './lib/timed-value.ts';
import type { FileStorage } from './storage/storage.ts';

/** What every service needs: the database, the file store, the configuration, the image gate and the app's caches. */
export interface AppContext {
  db: Db;
  storage: FileStorage;
  config: Config;
  /** Limits how many uploaded images are decoded at once, across the whole app. */
  imageGate: ImageGate;
  /**
   * Recently read wall revisions with their holds (~100 KB each for 300 holds), keyed by revision id
   * and holds version. Lives with the database it was read from, so two apps never share answers.
   */
  revisionAnswers: LruCache<string, Promise<WallRevision>>;
  /** Photo URLs in answers: public ones, and signed ones for private walls (checked by the images route). */
  imageUrls: ImageUrlSigner;
  /** Account mail (SMTP_URL); null: none is sent, and account recovery is off. */
  mailer: Mailer | null;
  /** The spraywall of the month's id as last chosen (SPOTLIGHT_CACHE_SECONDS), for the home page of every visit. */
  spotlightWallId: TimedValue<string | undefined>;
}

export function createAppContext(parts: {
  db: Db;
  storage: FileStorage;
  config: Config;
  /** The server secret of signed image URLs: `getImageUrlKey`. */
  imageUrlKey: string;
}): AppContext {
  const { imageUrlKey, ...shared } = parts;
  const { imageConcurrency: concurrency, imageQueueLength: queueLength } = parts.config;
  return {
    ...shared,
    imageUrls: parts.config.s3
      ? createBucketImageUrls(
          parts.config.s3,
          parts.config.publicImagesUrl,
          createImageUrlSigner(imageUrlKey),
        )
      : createImageUrlSigner(imageUrlKey),
    imageGate: createImageGate({ concurrency, queueLength }),
    revisionAnswers: new LruCache(64),
    mailer: parts.config.mail ? createMailer(parts.config.mail) : null,
    spotlightWallId: new TimedValue(parts.config.spotlightCacheSeconds * 1000),
  };
}
