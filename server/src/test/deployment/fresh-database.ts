import pg from 'pg';

/** A new, empty database on the PostgreSQL server at `serverUrl`, and the way to drop it again. */
export async function createFreshDatabase(serverUrl: string) {
  const name = `spraybook_https_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
