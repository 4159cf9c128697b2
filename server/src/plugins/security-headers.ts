import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { contentSecurityPolicies, policyFor } from './content-security-policy.ts';

/** A year: the usual HSTS lifetime. No includeSubDomains: other hosts of the domain are not ours to decide. */
const HSTS = 'max-age=31536000';

/**
 * Browser security headers on every response: a Content-Security-Policy chosen by path, no
 * framing by other sites, no MIME sniffing, the origin only as referrer to other sites (YouTube
 * embeds need it), and HSTS when PUBLIC_URL is https.
 */
// Not encapsulated, and set on the raw response: oidc-provider answers /oidc itself, past Fastify's reply.
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const policies = contentSecurityPolicies(opts.config);
  const common: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
  ];
  if (opts.config.publicUrl.startsWith('https:')) common.push(['strict-transport-security', HSTS]);
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of common) reply.raw.setHeader(name, value);
    reply.raw.setHeader('content-security-policy', policyFor(request.url, policies));
  });
});
