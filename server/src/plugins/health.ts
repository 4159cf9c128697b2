import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appliedMigrations, SHIPPED_MIGRATIONS } from '../db/migrate.ts';
import type { Drain } from '../http/drain.ts';
import type { FileStorage } from '../storage/storage.ts';

/** A check that takes longer than this counts as failed: a load balancer must not hang on /readyz. */
const CHECK_TIMEOUT_MS = 3000;

type CheckResult = 'ok' | 'failed';

/**
 * `/healthz` is liveness: the process answers (restart it when it does not). `/readyz` is readiness:
 * the database and the file store answer and every migration this code ships is applied; it answers
 * 503 while the server drains before stopping, so a load balancer that asks it sends no more work.
 * Neither says why a check failed (that goes to the log): both are public.
 */
export async function healthPlugin(
  app: FastifyInstance,
  opts: { database: Database; storage: FileStorage; drain: Drain },
) {
  const { database, storage, drain } = opts;
  // Migrations only ever go forward: once every one is there, it stays so.
  let migrated = false;

  const checks = {
    database: async () => {
      await database.db.execute(sql`select 1`);
    },
    storage: () => storage.probe(),
    migrations: async () => {
      if (migrated) return;
      const applied = await appliedMigrations(database);
      if (applied < SHIPPED_MIGRATIONS) {
        throw new Error(`${applied} of ${SHIPPED_MIGRATIONS} migrations applied`);
      }
      migrated = true;
    },
  };

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.kind }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (drain.draining) return reply.status(503).send({ status: 'draining' });
    const names = Object.keys(checks) as (keyof typeof checks)[];
    const results = await Promise.all(
      names.map(async (name): Promise<CheckResult> => {
        try {
          await withTimeout(checks[name]());
          return 'ok';
        } catch (err) {
          request.log.warn({ err, check: name }, 'readiness check failed');
          return 'failed';
        }
      }),
    );
    const report = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const ready = results.every((r) => r === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: report });
  });
}

function withTimeout(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
