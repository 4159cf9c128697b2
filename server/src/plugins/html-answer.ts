import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** As the API's answers (app.ts): brotli at quality 4 costs little CPU for a page of a few dozen kB. */
const BROTLI_QUALITY = 4;

/**
 * A page of the app (its index.html, or a first screen with it), compressed as the client accepts.
 * The not-found handler that serves them is no route, so @fastify/compress (which hooks routes) never
 * sees it; a shared link's first screen (30+ kB, mostly styles and the climb view script) would
 * otherwise cross a phone's slow link uncompressed, before its photo.
 */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  // A first screen leaves the cookie notice out once the visitor's consent cookie is there.
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(html));
  return reply.send(html);
}
