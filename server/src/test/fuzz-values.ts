/**
 * fast-check arbitraries for the request fuzzers: hostile values for any field, and plausible
 * values read off a JSON Schema (the contract's zod schemas, converted), so each endpoint gets
 * inputs close enough to valid to reach its service, and far enough to break it.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  maxLength?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

/** Strings that have broken servers: NUL, controls, lone surrogates, huge, paths, SQL, encodings. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFFx',
    '\uFEFF',
    '../../etc/passwd',
    '%00',
    '%',
    '%E0%A4%A',
    "' OR 1=1 --",
    '\\',
    'latest',
    '00000000-0000-0000-0000-000000000000',
    '𝓢𝓹𝓻𝓪𝔂 🧗‍♀️',
    'a'.repeat(101),
    'x'.repeat(10_000),
  ),
  fc.string({ unit: fc.oneof(CONTROL, fc.constantFrom('a', ' ', '\t', '\n')), maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Numbers at and past every edge a schema or a database column has. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), Number.EPSILON),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Whole numbers at and past the edges of a PostgreSQL integer, a bigint and JavaScript's safe integers. */
export const BOUNDARY_NUMBERS: readonly number[] = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1e308,
];

/** Dates at and past the edges of PostgreSQL's `date` (no year 0), of YYYY-MM-DD, and of the calendar. */
export const BOUNDARY_DATES: readonly string[] = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '1970-01-01',
  '2024-02-29',
  '2023-02-29',
  '9999-12-31',
  '10000-01-01',
  '-000001-01-01',
  '+275760-09-13',
];

const YYYY_MM_DD = String.raw`^\d{4}-\d{2}-\d{2}$`;
const isDate = (schema: JsonSchema) => schema.format === 'date' || schema.pattern === YYYY_MM_DD;

/** A pattern for a string that starts with a date and a time (the personal feed's keyset cursor). */
const STARTS_WITH_INSTANT = String.raw`^\d{4}-\d{2}-\d{2}T`;
const CURSOR_ID = '_0b7c5f1e-7f1a-4c1e-9a51-2f8d2b1c3a4d';
/** Cursors at every date edge, and instants of the right shape that do not exist (30 Feb, hour 24, second 60). */
export const BOUNDARY_CURSORS: readonly string[] = [
  ...BOUNDARY_DATES.map((date) => `${date}T00:00:00.000000Z${CURSOR_ID}`),
  `2025-02-30T00:00:00.000000Z${CURSOR_ID}`,
  `2025-04-31T12:00:00.000000Z${CURSOR_ID}`,
  `2025-01-01T24:00:00.000000Z${CURSOR_ID}`,
  `2025-01-01T23:59:60.000000Z${CURSOR_ID}`,
  `2025-00-10T00:00:00.000000Z${CURSOR_ID}`,
];

/** The boundary values for a field that holds a number or a date (any option of a union); none for others. */
export function boundaryValuesOf(schema: JsonSchema): readonly unknown[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap((o) => boundaryValuesOf(o));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return BOUNDARY_NUMBERS;
  if (types.includes('string') && isDate(schema)) return BOUNDARY_DATES;
  if (types.includes('string') && schema.pattern?.startsWith(STARTS_WITH_INSTANT)) return BOUNDARY_CURSORS;
  return [];
}

const validDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** A valid date, or one at an edge. */
const plausibleDate = fc.oneof(validDate, fc.constantFrom(...BOUNDARY_DATES));

/** Any JSON value of the wrong shape: a field the schema wants a string for gets an object, and so on. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: 1 }, { constructor: { prototype: 1 } }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Percent-encodes as a browser would: a lone surrogate (which cannot be encoded) becomes U+FFFD. */
export const urlEncode = (s: string) => encodeURIComponent(Buffer.from(s).toString());

/** Ids as they appear in a path: well-formed, unknown, or not ids at all (already URL-encoded). */
export const hostileIdSegment = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    'not-a-uuid',
    'a'.repeat(300),
    '%00',
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%E0%A4%A',
    '%C0%80',
    '%ED%A0%80',
    'latest',
    '00000000-0000-0000-0000-000000000000',
    `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}%00`,
  ),
  hostileString.map(urlEncode),
);

/** The fields of an object schema, merged across the options of a union. */
export function fieldsOf(schema: JsonSchema): Record<string, JsonSchema> {
  const options = schema.anyOf ?? schema.oneOf ?? [];
  return Object.assign({}, schema.properties, ...options.map(fieldsOf));
}

/**
 * A value that fits the schema or nearly does. `samples` are known-good values by field name
 * (an existing wall id, a real JPEG) that random generation would never hit.
 */
export function plausible(
  schema: JsonSchema,
  samples: Record<string, unknown[]>,
  key = '',
): fc.Arbitrary<unknown> {
  const known = samples[key]?.length ? [fc.constantFrom(...samples[key])] : [];
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...known, ...options.map((o) => plausible(o, samples, key)));
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  return fc.oneof(...known, ...type.map((t) => plausibleOfType(t, schema, samples)));
}

function plausibleOfType(type: string | undefined, schema: JsonSchema, samples: Record<string, unknown[]>) {
  switch (type) {
    case 'string':
      if (isDate(schema)) return plausibleDate;
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...(samples.$ids ?? [])), fc.uuid());
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 200) });
    // Mostly within the schema's range, and often right at the edges of what a column holds.
    case 'integer':
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }) },
        { weight: 1, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
      );
    case 'number':
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true }),
        },
        { weight: 1, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => plausible(s, samples)));
      return fc.array(schema.items ? plausible(schema.items, samples) : hostileValue, { maxLength: 4 });
    case 'object':
      return objectOf(schema, samples);
    default:
      return hostileValue;
  }
}

/**
 * A value that fits the schema as well as the fuzzer can tell: known samples first, numbers within
 * their range, plain words for text. For the fields around a deliberate edge value.
 */
export function fitting(
  schema: JsonSchema,
  samples: Record<string, unknown[]>,
  key = '',
): fc.Arbitrary<unknown> {
  if (samples[key]?.length) return fc.constantFrom(...samples[key]);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fitting(options.find((o) => o.type !== 'null') ?? options[0]!, samples, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const min = Math.max(schema.minimum ?? -1000, -1000);
  const max = Math.min(schema.maximum ?? 1000, 1000);
  switch (type) {
    case 'string':
      if (isDate(schema)) return validDate;
      if (schema.format === 'uuid') return fc.constantFrom(...(samples.$ids ?? ['']));
      return fc.stringMatching(/^[a-z]{1,12}$/);
    case 'integer': {
      const step = schema.multipleOf ?? 1;
      return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
    }
    case 'number':
      return fc.double({ min, max, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? fitting(schema.items, samples) : fc.constant(null), { maxLength: 2 });
    case 'object':
      return completeObjectOf(schema, samples, {});
    default:
      return fc.constant(null);
  }
}

/** An object with every one of the schema's fields fitting, and `forced` set as given. */
export function completeObjectOf(
  schema: JsonSchema,
  samples: Record<string, unknown[]>,
  forced: Record<string, unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(schema);
  const record = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, fitting(field, samples, key)]),
  );
  const fixed = Object.fromEntries(Object.entries(forced).map(([key, value]) => [key, fc.constant(value)]));
  return fc.record({ ...record, ...fixed });
}

/** An object with any of the schema's fields (missing ones left out), each plausible or hostile, plus stray keys. */
export function objectOf(schema: JsonSchema, samples: Record<string, unknown[]>) {
  const fields = fieldsOf(schema);
  const record = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      fc.oneof(
        { weight: 3, arbitrary: plausible(field, samples, key) },
        { weight: 1, arbitrary: hostileValue },
      ),
    ]),
  );
  const stray = fc.dictionary(
    fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'id')),
    hostileValue,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(fc.record(record, { requiredKeys: [] }), fc.option(stray, { freq: 4 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}
