import { networkInterfaces } from 'node:os';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Whether the server can be reached from other machines (a phone on the gym's Wi-Fi) at this HOST. */
export const listensBeyondLoopback = (host: string) => !LOOPBACK_HOSTS.has(host) && !host.startsWith('127.');

/** This machine's addresses on its networks (IPv4, not loopback): what a phone nearby would open. */
export function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

/**
 * Whether browsers treat an http:// address as a secure context anyway: only this machine's own
 * (localhost, 127.x, ::1). Anywhere else, plain HTTP gets no service worker and no install.
 */
const isLoopbackUrl = (url: URL) => !listensBeyondLoopback(url.hostname);

/**
 * What `npm start` tells whoever started it: the address to open, and a warning when
 * - PUBLIC_URL is unset while other machines can reach the server. Sign-in only works at PUBLIC_URL
 *   (the issuer and the return address are built from it), so a phone opening the LAN address could
 *   not sign in;
 * - PUBLIC_URL is a plain http:// address on the network: browsers give such a page no secure
 *   context, so what needs a service worker (offline, install, the update banner) does not work.
 */
export function listenNotice(opts: {
  publicUrl: string;
  publicUrlSet: boolean;
  host: string;
  port: number;
  addresses: string[];
}): { open: string; warning: string | null } {
  const open = `Spraybook is running: open ${opts.publicUrl}`;
  if (opts.publicUrlSet) return { open, warning: plainHttpWarning(opts.publicUrl) };
  if (!listensBeyondLoopback(opts.host)) return { open, warning: null };
  const example = `http://${opts.addresses[0] ?? '<this machine’s address>'}:${opts.port}`;
  const warning =
    `PUBLIC_URL is not set, but the server listens beyond this machine (HOST=${opts.host}). ` +
    `Sign-in only works at ${opts.publicUrl}: a phone or another computer opening this machine's address ` +
    `cannot sign in. Set PUBLIC_URL to the address people open (e.g. PUBLIC_URL=${example}), ` +
    `or HOST=127.0.0.1 to keep the server to this machine.`;
  return { open, warning };
}

function plainHttpWarning(publicUrl: string): string | null {
  const url = new URL(publicUrl);
  if (url.protocol !== 'http:' || isLoopbackUrl(url)) return null;
  return (
    `PUBLIC_URL is a plain HTTP address on the network (${publicUrl}), which browsers do not treat as a ` +
    `secure context: sign-in and ticks work, but offline use, installing the app and the update banner do ` +
    `not. Serve it over HTTPS: put Caddy in front (deploy/Caddyfile, docs/deploying.md), or give the ` +
    `server a certificate with TLS_CERT_FILE and TLS_KEY_FILE, and set PUBLIC_URL to the https:// address.`
  );
}
