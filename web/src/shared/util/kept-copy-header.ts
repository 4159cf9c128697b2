/**
 * Set by the service worker on an API answer it gave from its cache (sw.ts): the page can tell a kept copy
 * from the server's answer (reachability.ts: no sign of the server; kept-copies.ts: refreshed later).
 */
export const KEPT_COPY_HEADER = 'x-spraybook-kept-copy';
