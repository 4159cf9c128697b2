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
 * What `npm start` tells whoever started it: the address to open, and a warning when PUBLIC_URL is
 * unset while other machines can reach the server. Sign-in only works at PUBLIC_URL (the issuer and
 * the return address are built from it), so a phone opening the LAN address could not sign in.
 */
export function listenNotice(opts: {
  publicUrl: string;
  publicUrlSet: boolean;
  host: string;
  port: number;
  addresses: string[];
}): { open: string; warning: string | null } {
  const open = `Spraybook is running: open ${opts.publicUrl}`;
  if (opts.publicUrlSet || !listensBeyondLoopback(opts.host)) return { open, warning: null };
  const example = `http://${opts.addresses[0] ?? '<this machine’s address>'}:${opts.port}`;
  const warning =
    `PUBLIC_URL is not set, but the server listens beyond this machine (HOST=${opts.host}). ` +
    `Sign-in only works at ${opts.publicUrl}: a phone or another computer opening this machine's address ` +
    `cannot sign in. Set PUBLIC_URL to the address people open (e.g. PUBLIC_URL=${example}), ` +
    `or HOST=127.0.0.1 to keep the server to this machine.`;
  return { open, warning };
}
