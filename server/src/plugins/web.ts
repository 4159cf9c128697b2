import { NOT_FOUND, WEB_NOT_BUILT } from '@spraybook/contract';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readAppShell, type FirstScreen } from '../app-shell/app-shell.ts';
import { pageScripts } from '../app-shell/page-scripts.ts';
import { sendHtml } from './html-answer.ts';

/**
 * Addresses of files the build makes or copies (chunks, styles, maps, the worker, the manifest, icons),
 * never pages: the app's routes hold ids, never a file extension.
 */
const BUILD_FILE =
  /^\/assets\/|\.(?:m?js|css|map|json|webmanifest|html|png|jpe?g|gif|svg|webp|avif|ico|woff2?|txt|wasm|br|gz)$/i;

/** The built app's page, as the service worker asks for it. */
const APP_PAGE = '/index.html';

/**
 * Other addresses that are no page either: the server's own endpoints when not served (`/metrics` with
 * METRICS off), dotfiles (`/.env`, `/.git/config`) and any other file name. A scanner or a monitor asking
 * for them gets a 404, not the home page with a 200 (the app shows home for every other path, spec 1).
 */
const NOT_A_PAGE = /^\/(?:metrics|healthz|readyz)(?:\/|$)|\/\.|\.[a-z0-9]{1,8}$/i;

/**
 * The page with the build's stale-assets script first in its head (page-scripts.ts; the CSP allows it by
 * its hash): before the app's entry script and stylesheet, whose failure to load it answers with a reload.
 */
function withStaleAssetsScript(html: string, dist: string): string {
  const script = pageScripts(dist).staleAssets;
  if (!script) return html;
  return html.replace(
    /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i,
    (head) => `${head}<script>${script}</script>`,
  );
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html and the
 * service worker never, so a new release reaches users on their next visit.
 */
export async function webPlugin(
  app: FastifyInstance,
  opts: {
    dist: string | null;
    /** A page address's (path and query) first screen, if it has one (features/first-screen, handed in by app.ts). */
    firstScreenFor: (path: string, cookies: string | undefined) => Promise<FirstScreen | null>;
  },
) {
  const dist = opts.dist && existsSync(path.join(opts.dist, 'index.html')) ? opts.dist : null;
  const shell = dist
    ? readAppShell(withStaleAssetsScript(readFileSync(path.join(dist, 'index.html'), 'utf8'), dist))
    : null;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The app's page itself is the not-found handler's (below): it carries the stale-assets script.
      allowedPath: (pathname) => pathname !== APP_PAGE,
      // Serve the build's .br/.gz twins to browsers that accept them (web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(dist, filePath);
        res.header(
          'cache-control',
          rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn('web app not built (npm run build -w web): only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi =
      url.startsWith('/api/') || url === '/api' || url.startsWith('/oidc') || url.startsWith('/images/');
    if (isApi || request.method !== 'GET') {
      return reply.status(404).send({ detail: NOT_FOUND, code: 'not_found' });
    }
    const pathname = url.split('?')[0]!;
    // The page the service worker keeps and answers every navigation with (web/src/sw.ts): with the
    // stale-assets script, as every page, or an entry script it cannot load leaves a blank page.
    if (pathname === APP_PAGE && shell) {
      reply.header('cache-control', 'no-cache');
      return sendHtml(request, reply, shell.plain);
    }
    const file = pathname.slice(1);
    if (dist && file && !file.includes('..') && existsSync(path.join(dist, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    // A file this build does not have (a chunk of another release, asked by a page another node served
    // in a rolling deploy) is a 404 the page can tell from a script, kept by no cache: never the app's
    // page with a 200, which a browser reads as a broken script and a service worker would keep.
    if (BUILD_FILE.test(pathname) || NOT_A_PAGE.test(pathname)) {
      reply.header('cache-control', 'no-store');
      return reply.status(404).send({ detail: NOT_FOUND, code: 'not_found' });
    }
    if (!shell) return reply.status(404).send({ detail: WEB_NOT_BUILT });
    // A public wall's page comes with its first screen; a failure to draw it costs only that.
    const screen = await opts.firstScreenFor(url, request.headers.cookie).catch((err: unknown) => {
      request.log.warn({ err }, 'first screen not drawn');
      return null;
    });
    // Every other path is a route of the single-page app. Never cached: a new release reaches users at once.
    reply.header('cache-control', 'no-cache');
    return sendHtml(request, reply, screen ? shell.withFirstScreen(screen) : shell.plain);
  });
}
