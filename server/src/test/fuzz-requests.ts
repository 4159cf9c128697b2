/**
 * Malformed and hostile requests for one contract endpoint, and the one promise every answer
 * keeps: never a 5xx, and every 4xx says why in `{ detail }`.
 */
import type { Endpoint } from '@spraybook/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import {
  boundaryValuesOf,
  completeObjectOf,
  fieldsOf,
  hostileIdSegment,
  hostileString,
  hostileValue,
  objectOf,
  plausible,
  urlEncode,
  type JsonSchema,
} from './fuzz-values.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzContext {
  /** Known-good values by field name; `$ids` are existing ids of any kind. */
  samples: Record<string, unknown[]>;
  /** Path segments that name something that exists, by parameter name. */
  params: Record<string, string[]>;
  /** Authorization headers to choose from: none, garbage, a registered user, a token without a user. */
  authorizations: (string | undefined)[];
  /** A body just over the server's limit. */
  oversized: string;
  /** The Authorization header of a registered user who may write (the boundary requests send it). */
  member: string;
  /**
   * The one right value of a path parameter by the segment before it and its name ('climbs:id',
   * 'grade_votes:voteId'), or by method too ('PUT walls:id'): the boundary requests name things that exist and are of the right kind.
   */
  exactParams: Record<string, string>;
}

// An empty registry instead of the global one: schemas with an id (AscentBody…) come out inline,
// not as a $ref to $defs, so their fields are there to read.
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: z.registry() }) as JsonSchema;

const BAD_JSON = [
  '{',
  '{"name":',
  '[',
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"name":"\\u0000"}',
  '{"name":"\\ud800"}',
  '"\\u',
  '['.repeat(5_000),
  '{"__proto__":{"isAdmin":true}}',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'application/jsonx',
  '',
];

function pathArb(endpoint: Endpoint, ctx: FuzzContext) {
  const segments = endpoint.path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return fc.constant(segment);
    const known = ctx.params[segment.slice(1)] ?? [];
    return fc.oneof(...(known.length ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []), {
      weight: 2,
      arbitrary: hostileIdSegment,
    });
  });
  return fc.tuple(...segments).map((parts) => `/api${parts.join('/')}`);
}

/** A query string from the schema's fields: plausible, hostile, raw (unencoded) or repeated values. */
function queryArb(endpoint: Endpoint, ctx: FuzzContext) {
  const fields = endpoint.query ? fieldsOf(jsonSchemaOf(endpoint.query)) : {};
  const keys = [...Object.keys(fields), 'extra'];
  const value = (key: string) =>
    fc.oneof(
      fields[key] ? plausible(fields[key], ctx.samples, key).map((v) => urlEncode(String(v))) : hostileString,
      hostileString.map(urlEncode),
      fc.constantFrom('%00', 'a%00', '%zz', '%E0%A4%A', '%C0%80', '1e999', '-1', 'NaN', '+', '&&'),
    );
  const pair = fc.constantFrom(...keys).chain((key) => value(key).map((v) => `${key}=${v}`));
  return fc.array(pair, { maxLength: 4 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** The body and its content type: a schema-shaped object, the wrong JSON, broken JSON, the wrong type, or too much. */
function bodyArb(endpoint: Endpoint, ctx: FuzzContext) {
  const shaped = endpoint.body ? objectOf(jsonSchemaOf(endpoint.body), ctx.samples) : hostileValue;
  const json = (arb: fc.Arbitrary<unknown>) =>
    arb.map((v) => ({ contentType: 'application/json' as string | undefined, payload: JSON.stringify(v) }));
  return fc.oneof(
    { weight: 8, arbitrary: json(shaped) },
    { weight: 2, arbitrary: json(hostileValue) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...BAD_JSON)
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), shaped)
        .map(([contentType, v]) => ({ contentType, payload: JSON.stringify(v) })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: ctx.oversized }) },
    { weight: 1, arbitrary: fc.constant({ contentType: undefined, payload: undefined }) },
  );
}

/**
 * An `Idempotency-Key` or none: a few keys used again and again (so one comes back with another request
 * and sees a 422, or replays an answer), and keys the server refuses (empty, too long, not ASCII).
 */
const idempotencyKeyArb = fc.option(
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('fuzz-key-1', 'fuzz-key-2') },
    { weight: 1, arbitrary: fc.constantFrom('', 'k'.repeat(201), 'tab\tkey', 'clé', ' ') },
  ),
  { freq: 2, nil: undefined },
);

/** Requests for one endpoint: its method and path with every part of it fuzzed. */
export function requestsFor(endpoint: Endpoint, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  return fc
    .record({
      path: pathArb(endpoint, ctx),
      query: queryArb(endpoint, ctx),
      body: hasBody ? bodyArb(endpoint, ctx) : fc.option(bodyArb(endpoint, ctx), { freq: 8, nil: undefined }),
      authorization: fc.constantFrom(...ctx.authorizations),
      idempotencyKey: idempotencyKeyArb,
    })
    .map(({ path, query, body, authorization, idempotencyKey }) => {
      const headers: Record<string, string> = {};
      if (authorization) headers.authorization = authorization;
      if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
      if (body?.contentType !== undefined) headers['content-type'] = body.contentType;
      return { method: endpoint.method, url: path + query, headers, payload: body?.payload };
    });
}

/** A number or date field of an endpoint's query or body, with the edge values to send in it. */
export interface BoundaryField {
  part: 'query' | 'body';
  key: string;
  values: readonly unknown[];
}

/** Every field of the endpoint's query and body that holds a number or a date. */
export function boundaryFieldsOf(endpoint: Endpoint): BoundaryField[] {
  const parts = [
    ['query', endpoint.query],
    ['body', endpoint.body],
  ] as const;
  return parts.flatMap(([part, schema]) =>
    schema
      ? Object.entries(fieldsOf(jsonSchemaOf(schema)))
          .map(([key, field]) => ({ part, key, values: [...new Set(boundaryValuesOf(field))] }))
          .filter((f) => f.values.length > 0)
      : [],
  );
}

/**
 * Requests that carry `value` in `field` and are otherwise as valid as the fuzzer can make them: paths
 * to things that exist, a member's token, every other field plausible. So the edge value is what
 * reaches the service and the database, deliberately rather than by chance.
 */
export function requestsWith(
  endpoint: Endpoint,
  ctx: FuzzContext,
  field: BoundaryField,
  value: unknown,
): fc.Arbitrary<FuzzRequest> {
  const segments = endpoint.path.split('/');
  const path = fc
    .tuple(
      ...segments.map((segment, i) => {
        if (!segment.startsWith(':')) return fc.constant(segment);
        const name = segment.slice(1);
        const key = `${segments[i - 1]}:${name}`;
        const exact = ctx.exactParams[`${endpoint.method} ${key}`] ?? ctx.exactParams[key];
        if (exact) return fc.constant(exact);
        const known = ctx.params[name] ?? [];
        return known.length ? fc.constantFrom(...known) : hostileIdSegment;
      }),
    )
    .map((parts) => `/api${parts.join('/')}`);
  // The query's required parameters (a comment list's related_id), and the edge value.
  const querySchema = endpoint.query ? jsonSchemaOf(endpoint.query) : {};
  const required = Object.fromEntries(
    (querySchema.required ?? []).map((key) => [key, fieldsOf(querySchema)[key]!]),
  );
  const query = completeObjectOf(
    { type: 'object', properties: required },
    ctx.samples,
    field.part === 'query' ? { [field.key]: value } : {},
  ).map((params) => {
    const pairs = Object.entries(params).map(([key, v]) => `${key}=${urlEncode(String(v))}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
  const body = endpoint.body
    ? completeObjectOf(
        jsonSchemaOf(endpoint.body),
        ctx.samples,
        field.part === 'body' ? { [field.key]: value } : {},
      ).map((v) => JSON.stringify(v))
    : fc.constant(undefined);
  return fc.record({ path, query, body }).map(({ path, query, body }) => {
    const headers: Record<string, string> = { authorization: ctx.member };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return { method: endpoint.method, url: path + query, headers, payload: body };
  });
}

/** Sends a request and fails, naming it, on a 5xx or on a 4xx without a string `detail`. */
export async function expectNoServerError(
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>,
  request: FuzzRequest,
  opts: { detailOn4xx: boolean } = { detailOn4xx: true },
) {
  const res = await inject(request as InjectOptions);
  const shown = `${request.method} ${request.url.slice(0, 200)} (${request.headers['content-type'] ?? 'no type'}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) throw new Error(`server error: ${shown}`);
  if (opts.detailOn4xx && res.statusCode >= 400 && typeof detailOf(res.body) !== 'string') {
    throw new Error(`4xx without a detail: ${shown}`);
  }
  return res;
}

function detailOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { detail?: unknown }).detail;
  } catch {
    return undefined;
  }
}
