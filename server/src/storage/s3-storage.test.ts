import { describe, expect, it } from 'vitest';
import { S3Storage, createS3Client, type S3StorageConfig } from './s3-storage.ts';

// No S3 service runs on this machine; these tests cover what needs none.
// Port 9 (discard) on loopback: even a stray request could not reach a real bucket.
const config: S3StorageConfig = {
  bucket: 'spraybook-test',
  region: 'eu-north-1',
  endpoint: 'http://127.0.0.1:9',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'not-a-real-secret',
  forcePathStyle: true,
};

/** The parts of the SDK's signed HTTP request these tests look at. */
interface HttpRequest {
  method: string;
  hostname: string;
  path: string;
  headers: Record<string, string>;
  query: Record<string, unknown>;
}

class Captured extends Error {
  readonly request: HttpRequest;

  constructor(request: HttpRequest) {
    super('captured before sending');
    this.request = request;
  }
}

/** Stops each request after the SDK has serialised and signed it, just before the HTTP handler. */
function capturingStorage(): S3Storage {
  const storage = S3Storage.fromConfig(config);
  storage.client.middlewareStack.add(
    () => async (args) => {
      throw new Captured(args.request as HttpRequest);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'captureRequest' },
  );
  return storage;
}

async function captured(action: Promise<unknown>): Promise<HttpRequest> {
  const error = await action.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Captured)) throw new Error(`expected a captured request, got ${String(error)}`);
  return error.request;
}

describe('createS3Client', () => {
  it('uses the configured endpoint, region, credentials and path-style addressing', async () => {
    const client = createS3Client(config);
    const endpoint = await client.config.endpoint?.();
    expect(endpoint).toMatchObject({ hostname: '127.0.0.1', port: 9, protocol: 'http:' });
    expect(await client.config.region()).toBe('eu-north-1');
    expect(client.config.forcePathStyle).toBe(true);
    expect(await client.config.credentials()).toMatchObject({
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'not-a-real-secret',
    });
  });
});

describe('S3Storage', () => {
  it('rejects traversal keys before building any request', async () => {
    const storage = capturingStorage();
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Storage key/);
    await expect(storage.deletePrefix('walls\\1')).rejects.toThrow(/Storage key/);
    await expect(storage.deletePrefix('')).rejects.toThrow(/Storage key/);
  });

  it('probes the bucket with a HEAD of the bucket itself, for /readyz (request captured before sending)', async () => {
    const request = await captured(capturingStorage().probe());
    expect(request.method).toBe('HEAD');
    expect(request.path).toBe('/spraybook-test/');
  });

  it('puts an object with a path-style URL and its content type (request captured before sending)', async () => {
    const request = await captured(
      capturingStorage().put('walls/w1/r1/w1280.webp', Buffer.from('webp'), 'image/webp'),
    );
    expect(request.method).toBe('PUT');
    expect(request.hostname).toBe('127.0.0.1');
    expect(request.path).toBe('/spraybook-test/walls/w1/r1/w1280.webp');
    expect(request.headers['content-type']).toBe('image/webp');
    expect(request.headers['authorization']).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
  });

  it('lists files of a folder prefix with a trailing slash, so walls/1 never lists walls/10 (request captured before sending)', async () => {
    const request = await captured(collect(capturingStorage().list('walls/1')));
    expect(request.method).toBe('GET');
    expect(request.query).toMatchObject({ 'list-type': '2', prefix: 'walls/1/' });
  });

  it('lists a folder prefix with a trailing slash so walls/1 never deletes walls/10 (request captured before sending)', async () => {
    const request = await captured(capturingStorage().deletePrefix('walls/1'));
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/spraybook-test/');
    expect(request.query).toMatchObject({ 'list-type': '2', prefix: 'walls/1/' });
  });
});

async function collect<T>(items: AsyncIterable<T>) {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
