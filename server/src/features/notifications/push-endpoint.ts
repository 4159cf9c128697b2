import { isIP } from 'node:net';

/** Names that only ever lead inside the server's own network. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/i;

/**
 * Whether the server may post pushes to `endpoint`. The address comes from a signed-in climber, so
 * unless `anyHost` (tests and the benchmark, whose stand-in push service listens on loopback) it must be
 * a public HTTPS name, as every browser's push service is: no plain HTTP, no IP address, no local name,
 * no port of its own. A name that resolves inside the network is still possible; the bodies are
 * encrypted notifications of the climber's own.
 */
export function pushEndpointAllowed(endpoint: string, anyHost: boolean): boolean {
  if (anyHost) return true;
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'https:' && url.port === '' && !isIP(host) && !LOCAL_NAME.test(host);
}
