import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.ts';
import { S3Storage } from './s3-storage.ts';

describe('createStorage', () => {
  it('stores files under <dataDir>/files when S3 is not configured', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spraybook-data-'));
    try {
      await createStorage({ dataDir, s3: null }).put(
        'walls/w1/r1/original.jpg',
        Buffer.from('jpeg'),
        'image/jpeg',
      );
      expect(await readFile(path.join(dataDir, 'files/walls/w1/r1/original.jpg'), 'utf8')).toBe('jpeg');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('uses the S3 bucket when S3 is configured', () => {
    const storage = createStorage({
      dataDir: '/unused',
      s3: { bucket: 'b', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 's', forcePathStyle: false },
    });
    expect(storage).toBeInstanceOf(S3Storage);
  });
});
