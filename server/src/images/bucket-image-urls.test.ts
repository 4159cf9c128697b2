import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { contentSecurityPolicies } from '../plugins/content-security-policy.ts';
import { pictureUrlOf } from '../features/users/profile-picture-store.ts';
import { BUCKET, startBucket } from '../test/deployment/bucket.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { bucketBaseUrl, createBucketImageUrls, presignGet } from './bucket-image-urls.ts';
import { phoneJpeg } from './image-fixtures.ts';
import { createImageUrlSigner, SIGNED_URL_WINDOW_SECONDS } from './signed-image-url.ts';

/** The SDK's hash interface over node:crypto. */
class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', toBytes(secret)) : createHash('sha256');
  }
  update(data: SourceData) {
    this.hash.update(toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}
const toBytes = (data: SourceData) =>
  typeof data === 'string' ? Buffer.from(data) : Buffer.from(data as Uint8Array);

let t: TestApp;
let bucket: Awaited<ReturnType<typeof startBucket>>;
let bucketDir: string;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let publicWall: Record<string, string>;
let privateWall: Record<string, string>;
let pictureUrl: string;

beforeAll(async () => {
  bucketDir = mkdtempSync(path.join(tmpdir(), 'spraybook-bucket-'));
  bucket = await startBucket(bucketDir);
  t = await buildTestApp(bucket.env);
  owner = await t.signUp('Owner Olga');
  const jpeg = (await phoneJpeg(900, 600)).toString('base64');
  const read = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/walls/${id}`, headers: owner.auth })).json();
  publicWall = await read(await t.addWall(owner, { name: 'Open board', base64_image: jpeg }));
  privateWall = await read(await t.addWall(owner, { name: 'Garage', base64_image: jpeg, private: true }));
  pictureUrl = await t.setProfilePicture(owner, jpeg);
}, 240_000);

afterAll(async () => {
  await t.close();
  await bucket.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

describe('photos served from the bucket', () => {
  it("links public walls' photos at the bucket's own address, which serves the image", async () => {
    const base = `${bucket.env.S3_ENDPOINT}/${BUCKET}/walls/`;
    expect(publicWall.image_url).toMatch(new RegExp(`^${base}[0-9a-f-]+/[0-9a-f-]+/original\\.jpg$`));
    expect(publicWall.thumbnail_url!.startsWith(base)).toBe(true);
    const original = await fetch(publicWall.image_url!);
    expect(original.status).toBe(200);
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).format).toBe('jpeg');
    const thumbnail = await fetch(publicWall.thumbnail_url!);
    expect(thumbnail.status).toBe(200);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it("links private walls' photos by presigned URLs that the bucket honours until they expire", async () => {
    const url = new URL(privateWall.image_url!);
    expect(url.origin).toBe(bucket.env.S3_ENDPOINT);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).format).toBe('jpeg');

    const key = url.pathname.slice(`/${BUCKET}/`.length);
    const expired = t.ctx.imageUrls.signedUrl(key, Math.floor(Date.now() / 1000) - 5);
    expect((await fetch(expired)).status).toBe(403);
  });

  it("links profile pictures at the bucket's own address, which serves both sizes", async () => {
    const base = `${bucket.env.S3_ENDPOINT}/${BUCKET}/users/${owner.user.id}/`;
    expect(pictureUrl).toMatch(new RegExp(`^${base}[0-9a-f-]+/w256\\.webp$`));
    const read = await t.app.inject({ method: 'GET', url: `/api/users/${owner.user.id}` });
    expect(read.json().profile_picture_url).toBe(pictureUrl);
    for (const [url, width] of [
      [pictureUrl, 256],
      [pictureUrl.replace(/w256\.webp$/, 'w96.webp'), 96],
    ] as const) {
      const fetched = await fetch(url);
      expect(fetched.status, url).toBe(200);
      const meta = await sharp(Buffer.from(await fetched.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
  });

  // s3rver checks a V4 URL's expiry but not its signature, so the signature is checked against the SDK's signer.
  it("signs exactly as the AWS SDK's Signature V4 presigner does", async () => {
    const s3 = { ...t.config.s3!, accessKeyId: 'AKID', secretAccessKey: 'secret' };
    const url = new URL(presignGet(s3, 'http://127.0.0.1:9000/photos/walls/a/b/original.jpg', 1_800_000_000));
    const signer = new SignatureV4({
      service: 's3',
      region: s3.region,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
      sha256: NodeSha256,
      uriEscapePath: false,
      applyChecksum: false,
    });
    const expected = await signer.presign(
      {
        method: 'GET',
        protocol: 'http:',
        hostname: '127.0.0.1',
        port: 9000,
        path: '/photos/walls/a/b/original.jpg',
        query: {},
        headers: { host: '127.0.0.1:9000', 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
      },
      // Signed two windows before the expiry, valid until it.
      {
        signingDate: new Date((1_800_000_000 - 2 * SIGNED_URL_WINDOW_SECONDS) * 1000),
        expiresIn: 2 * SIGNED_URL_WINDOW_SECONDS,
      },
    );
    expect(Object.fromEntries(url.searchParams)).toEqual(expected.query);
  });

  it('gives the same presigned URL to every answer within one window, so browsers reuse the photo', async () => {
    const again = (
      await t.app.inject({ method: 'GET', url: `/api/walls/${privateWall.id}`, headers: owner.auth })
    ).json();
    expect(again.image_url).toBe(privateWall.image_url);
  });

  it('links public photos at PUBLIC_IMAGES_URL and lets the page load images from it', () => {
    const config = loadConfig({ ...bucket.env, PUBLIC_IMAGES_URL: 'https://cdn.example.com/photos/' });
    const urls = createBucketImageUrls(config.s3!, config.publicImagesUrl, createImageUrlSigner('secret'));
    expect(urls.publicUrl('walls/a/b/w640.webp')).toBe('https://cdn.example.com/photos/walls/a/b/w640.webp');
    expect(pictureUrlOf({ imageUrls: urls }, 'users/u/p')).toBe(
      'https://cdn.example.com/photos/users/u/p/w256.webp',
    );
    // Presigned URLs always go to the bucket itself: a CDN would not check the signature.
    expect(
      urls.signedUrl('walls/a/b/w640.webp', 7200).startsWith(`${bucket.env.S3_ENDPOINT}/${BUCKET}/`),
    ).toBe(true);
    expect(contentSecurityPolicies(config).app).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    expect(contentSecurityPolicies(config).app).toMatch(/connect-src [^;]*https:\/\/cdn\.example\.com/);
    expect(bucketBaseUrl({ ...config.s3!, endpoint: undefined }, null)).toBe(
      `https://${BUCKET}.s3.us-east-1.amazonaws.com`,
    );
  });
});
