// A phone's slow link in front of the app, for benchmarks: every request (the page's and its service
// worker's alike, which Chromium's own throttling leaves apart) waits one round trip, and every answer's
// bytes share one downlink of the given speed. Bodies pass untouched (compressed as the server sent them).
import http from 'node:http';
import { Transform } from 'node:stream';

/** Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbit/s down. */
export const SLOW_4G = { rttMs: 150, downKbps: 1600 };

/**
 * Starts the link on `port`, forwarding to `target` (an origin); resolves to a function that stops it.
 * `onRequest`, when given, hears of every request once its answer has passed: method, URL, the request's
 * headers, when it came, when its answer began and ended (performance.now()), and its bytes.
 */
export async function startSlowLink({ port, target, rttMs, downKbps, onRequest }) {
  const bytesPerMs = (downKbps * 1000) / 8 / 1000;
  // When the shared downlink is next free: each chunk waits its turn, as on one radio.
  let freeAt = 0;
  const throttled = () =>
    new Transform({
      transform(chunk, _encoding, done) {
        const now = performance.now();
        freeAt = Math.max(freeAt, now) + chunk.length / bytesPerMs;
        setTimeout(() => done(null, chunk), freeAt - now);
      },
    });
  const server = http.createServer((req, res) => {
    const came = performance.now();
    let began = 0;
    let bytes = 0;
    res.on('finish', () =>
      onRequest?.({
        method: req.method,
        url: req.url,
        headers: req.headers,
        came,
        began,
        ended: performance.now(),
        bytes,
      }),
    );
    setTimeout(() => {
      const upstream = http.request(
        new URL(req.url, target),
        { method: req.method, headers: req.headers },
        (answer) => {
          began = performance.now();
          res.writeHead(answer.statusCode, answer.headers);
          answer.on('data', (chunk) => (bytes += chunk.length));
          answer.pipe(throttled()).pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, rttMs);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
}
