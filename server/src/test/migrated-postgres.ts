import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { templateKey } from './migrated-pglite.ts';

const TEMPLATE_PREFIX = 'spraybook_test_template_';
/** Held on the server's maintenance database while a template is looked for or made; any constant works. */
const TEMPLATE_LOCK = 7_301_456;
/** A template of other migrations (another checkout's, an older commit's) is dropped once this old. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The templates this process found or made, by server and migrations: asked once per test worker. */
const known = new Map<string, Promise<string>>();

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A database on the PostgreSQL server with every migration applied, made once per set of migrations and
 * kept: a test file's database is a copy of it (`create database … template`), which took 0.2-0.5 s on a
 * loaded machine where a new database and its migrations took 3-4.5 s. Made under an advisory lock, so
 * test workers starting together make it once; under a temporary name renamed when whole, so a crash
 * mid-way leaves no half-migrated template. Marked a template, so any role that may create databases
 * may copy it. Templates of other migrations are kept a day (another checkout may be copying one) and
 * then dropped. Answers its name.
 */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${templateKey()}`;
  const key = `${serverUrl} ${name}`;
  let template = known.get(key);
  if (!template) {
    template = findOrMakeTemplate(serverUrl, name);
    known.set(key, template);
    template.catch(() => known.delete(key));
  }
  return template;
}

async function findOrMakeTemplate(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query<{ datname: string; made: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as made from pg_database where datname like $1`,
      [`${TEMPLATE_PREFIX}%`],
    );
    for (const { datname, made } of rows) {
      const stale = datname !== name && Date.now() - Number(made ?? 0) > STALE_AFTER_MS;
      // A partial one is what a crash left.
      if (stale || datname === `${name}_partial`) await dropTemplate(admin, datname);
    }
    if (!rows.some((row) => row.datname === name)) {
      const partial = `${name}_partial`;
      await admin.query(`create database ${partial}`);
      const database = await openDatabase({ url: urlOf(serverUrl, partial), dataDir: null });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${partial} rename to ${name}`);
      await admin.query(`alter database ${name} is_template true`);
      await admin.query(`comment on database ${name} is '${Date.now()}'`);
    }
  } finally {
    // Ending the session lets go of the lock.
    await admin.end();
  }
  return name;
}

async function dropTemplate(admin: pg.Client, name: string) {
  await admin.query(`alter database ${name} is_template false`);
  await admin.query(`drop database if exists ${name} with (force)`);
}
