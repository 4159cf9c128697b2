import { createHash, createHmac } from 'node:crypto';
import type { S3StorageConfig } from '../storage/s3-storage.ts';
import { SIGNED_URL_WINDOW_SECONDS } from './signed-image-url.ts';
import type { ImageUrlSigner } from './signed-image-url.ts';

/** The address the bucket serves `key` at without a signature: `PUBLIC_IMAGES_URL` (a CDN) or the bucket's own. */
export function bucketBaseUrl(s3: S3StorageConfig, publicImagesUrl: string | null): string {
  if (publicImagesUrl) return publicImagesUrl.replace(/\/+$/, '');
  if (!s3.endpoint) return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  const endpoint = new URL(s3.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  return s3.forcePathStyle
    ? `${endpoint.origin}${base}/${s3.bucket}`
    : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}${base}`;
}

/**
 * With photos in a bucket the browser fetches them there, so nodes pass no image bytes: public walls'
 * photos at the public base URL, private walls' by presigned GET URLs (AWS Signature V4, query form).
 * Presigning is computed here rather than with the SDK's presigner because the answers are built
 * synchronously, and because the signing date is pinned to the window before `exp`: every answer in one
 * window carries the same URL, so the browser's cache and the answers' ETags hold as with local files.
 * `validFor` still checks the app's own signed URLs, which clients may hold from before the switch.
 */
export function createBucketImageUrls(
  s3: S3StorageConfig,
  publicImagesUrl: string | null,
  appUrls: ImageUrlSigner,
): ImageUrlSigner {
  const publicBase = bucketBaseUrl(s3, publicImagesUrl);
  const signedBase = bucketBaseUrl(s3, null);
  return {
    publicUrl: (key) => `${publicBase}/${encodeKey(key)}`,
    signedUrl: (key, exp) => presignGet(s3, `${signedBase}/${encodeKey(key)}`, exp),
    validFor: appUrls.validFor,
  };
}

const encodeKey = (key: string) => key.split('/').map(encodeRfc3986).join('/');
const encodeRfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** A GET of `url` signed at two windows before `exp` (Unix seconds), valid until `exp`. */
export function presignGet(s3: S3StorageConfig, url: string, exp: number): string {
  const target = new URL(url);
  const signedAt = exp - 2 * SIGNED_URL_WINDOW_SECONDS;
  const amzDate = new Date(signedAt * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${s3.region}/s3/aws4_request`;
  const params: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Content-Sha256', 'UNSIGNED-PAYLOAD'],
    ['X-Amz-Credential', `${s3.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(exp - signedAt)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const query = params.map(([k, v]) => `${encodeRfc3986(k)}=${encodeRfc3986(v)}`).join('&');
  const canonical = ['GET', target.pathname, query, `host:${target.host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join(
    '\n',
  );
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${s3.secretAccessKey}`, day);
  for (const part of [s3.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `${target.origin}${target.pathname}?${query}&X-Amz-Signature=${signature}`;
}
