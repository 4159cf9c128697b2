import type { FastifyRequest } from 'fastify';

/**
 * oidc-provider runs on Koa, which trusts every X-Forwarded-* header or none. Overwriting them with
 * what Fastify concluded under TRUST_PROXY (hop count, address list) makes the provider believe
 * exactly the proxies Fastify believes: a client cannot claim https or another host by itself.
 */
export function pinForwardedHeaders(request: FastifyRequest): void {
  const headers = request.raw.headers;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-for'] = request.ip;
}
