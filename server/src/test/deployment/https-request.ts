import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface SiteRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The authorities this client trusts (a phone that installed Caddy's root); the system's when unset. */
  ca?: Buffer;
  /** Where the site's name resolves (the test machine has no DNS entry for it). */
  address?: string;
}

export interface SiteAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request to an http(s) address as a browser sends it (the name in the Host header and the TLS
 * server name), connecting to `address`; Node's fetch can neither trust an extra authority nor map a name.
 */
export function httpsRequest(url: string, init: SiteRequestInit = {}): Promise<SiteAnswer> {
  const target = new URL(url);
  const lookup: LookupFunction | undefined = init.address
    ? (_hostname, options, callback) => {
        if (options.all) callback(null, [{ address: init.address!, family: 4 }]);
        else callback(null, init.address!, 4);
      }
    : undefined;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        lookup,
        ...(target.protocol === 'https:' ? { ca: init.ca, agent: false } : { agent: false }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
