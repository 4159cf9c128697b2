import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Connection counts and kills by application name, from a separate session. */
async function asAdmin<T>(run: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}
const countConnections = (name: string) =>
  asAdmin(async (admin) => {
    const res = await admin.query(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [name],
    );
    return res.rows[0].n as number;
  });

const terminateBackends = (name: string) =>
  asAdmin((admin) =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]),
  );

function uniqueUrl(name: string) {
  const url = new URL(serverUrl!);
  url.searchParams.set('application_name', name);
  return url.toString();
}

describe.skipIf(!serverUrl)('database on a PostgreSQL server', () => {
  it('survives the server dropping its idle connections, reporting them and reconnecting on the next query', async () => {
    const name = `spraybook_idle_${Date.now()}`;
    const errors: Error[] = [];
    const database = await openDatabase({
      url: uniqueUrl(name),
      dataDir: null,
      onIdleError: (e) => errors.push(e),
    });
    try {
      await database.db.execute(sql`select 1`);
      await asAdmin((admin) =>
        admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
          name,
        ]),
      );
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      const res = (await database.db.execute(sql`select 2 as two`)) as { rows: unknown[] };
      expect(res.rows[0]).toEqual({ two: 2 });
    } finally {
      await database.close();
    }
  });

  it('answers the reads that come right after the server terminated every connection of the pool', async () => {
    const name = `spraybook_failover_${Date.now()}`;
    const database = await openDatabase({ url: uniqueUrl(name), dataDir: null });
    try {
      await Promise.all([1, 2, 3, 4, 5].map(() => database.db.execute(sql`select pg_sleep(0.02)`)));
      await terminateBackends(name);
      const reads = await Promise.all(
        Array.from({ length: 10 }, (_, i) => database.db.execute(sql`select ${i}::int as n`)),
      );
      expect(reads.map((r) => (r as { rows: { n: number }[] }).rows[0]!.n)).toEqual([...Array(10).keys()]);
    } finally {
      await database.close();
    }
  });

  it('answers reads whose connection is terminated while they run', async () => {
    const name = `spraybook_midread_${Date.now()}`;
    const database = await openDatabase({ url: uniqueUrl(name), dataDir: null });
    try {
      // Promise.all starts drizzle's lazy queries now.
      const reads = Promise.all(
        [1, 2, 3].map((i) => database.db.execute(sql`select pg_sleep(0.3), ${i}::int as n`)),
      );
      await expect.poll(() => countConnections(name)).toBe(3);
      await terminateBackends(name);
      const rows = (await reads).map((r) => (r as { rows: { n: number }[] }).rows[0]!.n);
      expect(rows).toEqual([1, 2, 3]);
    } finally {
      await database.close();
    }
  });

  it('does not repeat a write whose connection is terminated while it runs', async () => {
    const name = `spraybook_midwrite_${Date.now()}`;
    const database = await openDatabase({ url: uniqueUrl(name), dataDir: null });
    try {
      await database.db.execute(sql`create temporary table if not exists t (n int)`);
      const write = database.db.execute(sql`insert into pg_temp.t select 1 from pg_sleep(0.3)`).then(
        () => 'done',
        (error: Error) => error.cause,
      );
      await expect.poll(() => countConnections(name)).toBe(1);
      await terminateBackends(name);
      expect(await write).toMatchObject({ code: '57P01' });
    } finally {
      await database.close();
    }
  });

  it('has closed every connection once close() resolves', async () => {
    const name = `spraybook_close_${Date.now()}`;
    const database = await openDatabase({ url: uniqueUrl(name), dataDir: null });
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    expect(await countConnections(name)).toBe(3);
    await database.close();
    expect(await countConnections(name)).toBe(0);
  });
});
