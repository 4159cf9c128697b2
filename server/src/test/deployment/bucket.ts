import S3rver from 's3rver';

export const BUCKET = 'spraybook-photos';
// s3rver's fixed credentials: it checks signatures, so the nodes sign requests as with any S3.
const KEY = 'S3RVER';
/** The CORS rule the README asks of a bucket: the hold finder and the service worker read photos from the app's pages. */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>
<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** An S3-protocol server on loopback with one empty bucket, files under `dir`. */
export async function startBucket(dir: string) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [CORS] }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return { env, close: () => server.close() };
}
