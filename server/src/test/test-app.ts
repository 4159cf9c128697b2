import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { API_AUDIENCE } from '../auth/oidc-provider.ts';
import { getImageUrlKey, getSigningKey } from '../auth/server-secrets.ts';
import { loadConfig, WRITE_LIMIT_DEFAULTS, type Config } from '../config.ts';
import { createAppContext } from '../context.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { writeOutsideTransaction } from '../db/write-scope.ts';
import { migratedPgliteTemplate } from './migrated-pglite.ts';
import { migratedPostgresTemplate } from './migrated-postgres.ts';
import { createStorage } from '../storage/create-storage.ts';

/** Write limits no test trips unless it sets its own: tests and the fuzzer write fast from one account. */
const HIGH_WRITE_LIMITS = Object.fromEntries(
  Object.values(WRITE_LIMIT_DEFAULTS).flatMap(({ name }) => [
    [`${name}_PER_MINUTE`, '1000000'],
    [`${name}_PER_HOUR`, '1000000'],
  ]),
);

/**
 * A real app on a fresh database: in-memory PGlite, or a new database on the server named
 * by TEST_DATABASE_URL, each a copy of one migrated once. Each test file builds one and closes it in afterAll, which fails the file on
 * an answer the OpenAPI document does not declare, or on a write route's statement that wrote outside
 * `inTransaction`.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { logQuery?: (query: string, params: unknown[]) => void } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spraybook-test-'));
  const config: Config = {
    // No background file upkeep: tests call it themselves.
    ...loadConfig({
      FILE_UPKEEP_MINUTES: '0',
      PUSH_DRAIN_SECONDS: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_DIST: '',
      PORT: '8080',
      ...HIGH_WRITE_LIMITS,
      ...env,
    }),
    databaseUrl: null,
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  // A benchmark may measure again on a database it filled and kept before (TEST_DATABASE_NAME): never dropped.
  const kept = process.env.TEST_DATABASE_NAME;
  if (serverUrl) {
    const name = kept ?? `spraybook_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // A copy of a database migrated once (migrated-postgres.ts): the migrations below find nothing to do.
    if (!kept)
      await admin.query(`create database ${name} template ${await migratedPostgresTemplate(serverUrl)}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    config.databaseUrl = url.toString();
    dropDatabase = async () => {
      if (kept) return;
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const unmarkedWrites = new Set<string>();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: null,
    logQuery: (query, params) => {
      const route = writeOutsideTransaction(query);
      if (route) unmarkedWrites.add(`${route}: ${query.slice(0, 120)}`);
      opts.logQuery?.(query, params);
    },
    // PGlite starts migrated (a copy of one migrated once); what is left to apply is then nothing.
    startFrom: serverUrl ? undefined : await migratedPgliteTemplate(),
  });
  await migrateDatabase(database);
  // The bucket when a test configures S3_BUCKET, else a folder like the quick start's.
  const storage = createStorage({ dataDir, s3: config.s3 });
  const app = await buildApp({ config, database, storage, logger: false });
  const undeclared = recordUndeclaredStatuses(app);
  await app.ready();
  const ctx = createAppContext({
    db: database.db,
    storage,
    config,
    imageUrlKey: await getImageUrlKey(database.db),
  });
  const key = await importJWK(await getSigningKey(database.db), 'RS256');

  /** An access token exactly like the built-in provider issues, for identity `sub`. */
  const tokenFor = (sub: string, opts: { expiresIn?: string; audience?: string; issuedAt?: number } = {}) =>
    new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(app.tokenVerifier.issuer)
      .setAudience(opts.audience ?? API_AUDIENCE)
      .setSubject(sub)
      .setIssuedAt(opts.issuedAt)
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign(key);

  /** Signs up a user through the API, optionally naming them. */
  const signUp = async (displayName?: string) => {
    const token = await tokenFor(`user-${Math.random().toString(36).slice(2)}`);
    const created = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    let user = created.json() as { id: string; display_name: string | null };
    if (displayName) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { display_name: displayName },
      });
      user = res.json();
    }
    return { token, user, auth: { authorization: `Bearer ${token}` } };
  };

  /** Adds a wall through the API as `by` and returns its id; `payload` overrides the name 'Board'. */
  const addWall = async (by: { auth: Record<string, string> }, payload: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/walls',
      headers: by.auth,
      payload: { name: 'Board', ...payload },
    });
    if (res.statusCode !== 201) throw new Error(`POST /api/walls answered ${res.statusCode}: ${res.body}`);
    return res.json().id as string;
  };

  /** Sets the member's profile picture from a base64 image; answers its URL. */
  const setProfilePicture = async (
    by: { user: { id: string }; auth: Record<string, string> },
    base64_image: string,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${by.user.id}/profile-picture`,
      headers: by.auth,
      payload: { base64_image },
    });
    if (res.statusCode !== 200)
      throw new Error(`POST …/profile-picture answered ${res.statusCode}: ${res.body}`);
    return res.json().profile_picture_url as string;
  };

  const close = async () => {
    await app.close();
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    if (undeclared.size) {
      throw new Error(`Answers the OpenAPI document does not declare:\n${[...undeclared].join('\n')}`);
    }
    if (unmarkedWrites.size) {
      throw new Error(
        'Write routes wrote outside inTransaction (db/transaction.ts), so a retry of a keyed request ' +
          `after a crash could write again (docs/decisions/0153-key-fate-in-write-commit.md):\n${[...unmarkedWrites].join('\n')}`,
      );
    }
  };
  return { app, ctx, database, config, dataDir, tokenFor, signUp, addWall, setProfilePicture, close };
}

/**
 * Every contract route's answer in this app is checked against the statuses its OpenAPI entry declares
 * (`responsesOf`): `close()` fails the test file on one that is not there, so the document stays exact.
 * `API_STATUS_LOG=<file>` appends every route and status seen, to find declared statuses no test reaches.
 */
function recordUndeclaredStatuses(app: FastifyInstance) {
  const undeclared = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    const schema = request.routeOptions.schema;
    if (!schema?.tags || !schema.response) return; // not a contract route (sign-in, images, web)
    const seen = `${request.method} ${request.routeOptions.url} answered ${reply.statusCode}`;
    if (process.env.API_STATUS_LOG) appendFileSync(process.env.API_STATUS_LOG, `${seen}\n`);
    if (!(reply.statusCode in (schema.response as object))) undeclared.add(seen);
  });
  return undeclared;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
