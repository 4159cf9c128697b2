import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import type pg from 'pg';
import { API_AUDIENCE } from '../../auth/oidc-provider.ts';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** JSON calls to one base address (nginx, or one node directly), with an optional bearer token. */
export function apiClient(baseUrl: string, token?: string) {
  const call = async (method: string, url: string, payload?: unknown): Promise<Answer> => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await res.text();
    const json =
      res.headers.get('content-type')?.includes('json') && text ? (JSON.parse(text) as unknown) : text;
    return { status: res.status, body: json, headers: res.headers };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/**
 * An access token exactly like the built-in provider issues (as the API tests mint them), signed
 * with the key the nodes share in the database: every node must accept it.
 */
export async function tokenFor(db: pg.Pool, publicUrl: string): Promise<string> {
  const { rows } = await db.query<{ value: JWK }>(
    "select value from server_secrets where name = 'oidc_signing_key'",
  );
  const key = await importJWK(rows[0]!.value, 'RS256');
  return new SignJWT({ scope: 'api' })
    .setProtectedHeader({ alg: 'RS256', kid: rows[0]!.value.kid! })
    .setIssuer(`${publicUrl}/oidc`)
    .setAudience(API_AUDIENCE)
    .setSubject(`deploy-${randomUUID()}`)
    .setIssuedAt()
    .setExpirationTime('30m')
    .sign(key);
}

/** Fails with the answer when its status is not the expected one; returns its body. */
export function expectStatus<T = Record<string, unknown>>(answer: Answer, status: number, what: string): T {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body as T;
}
