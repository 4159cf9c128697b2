import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, folderPrefix, type FileStorage, type StoredFile } from './storage.ts';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, B2, …); omitted for AWS itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` URLs, which MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Newer SDKs add CRC checksums to every upload by default, which several
    // S3-compatible services reject; send them only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Files in an S3-compatible bucket, for running several server copies on shared storage. */
export class S3Storage implements FileStorage {
  private readonly bucket: string;
  /** Public so callers can add SDK middleware (logging, tests that inspect requests). */
  readonly client: S3Client;

  constructor(bucket: string, client: S3Client) {
    this.bucket = bucket;
    this.client = client;
  }

  static fromConfig(config: S3StorageConfig): S3Storage {
    return new S3Storage(config.bucket, createS3Client(config));
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    assertValidKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      const data = Buffer.from(await object.Body.transformToByteArray());
      return { data, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      // AWS answers NoSuchKey; some compatible services only send a bare 404.
      if (
        error instanceof S3ServiceException &&
        (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
      ) {
        return null;
      }
      throw error;
    }
  }

  /** S3 has no folders: the objects under a prefix come a page (≤1000) at a time. */
  private async *pages(prefix: string) {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: continuationToken,
        }),
      );
      yield page.Contents ?? [];
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  /** Deletes each page of keys under the prefix in one request. */
  async deletePrefix(prefix: string): Promise<void> {
    const folder = folderPrefix(prefix);
    for await (const objects of this.pages(folder)) {
      const keys = objects.flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) continue;
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(
          `Could not delete ${failed.length} objects under ${folder}: ${failed[0]?.Code} ${failed[0]?.Message}`,
        );
      }
    }
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    for await (const objects of this.pages(folderPrefix(prefix))) {
      for (const object of objects) {
        if (object.Key) yield { key: object.Key, modified: object.LastModified ?? new Date(0) };
      }
    }
  }
}
